/* Class: a pointer stored into a union's pointer member (in a helper, through a pointer of no key)
 * and taken back by an atomic exchange on its integer member. The load check after points-to
 * finds the atomic's read of a pointer; AddressInts must then mark the atomic (it marked only
 * plain loads it was told of, so the rounds ran out and every wide load became an address).
 * Race reported either way; this guards the marking. */
#include <pthread.h>
#include <stdint.h>
#include <stdatomic.h>
union u { int *p; _Atomic uintptr_t i; };
static union u slot;
static __attribute__((noinline)) void put(union u *s, int *p) { s->p = p; }
static void *worker(void *arg) {
  uintptr_t v = atomic_exchange(&slot.i, 0);
  if (v) *(int *)v = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x;
  put(&slot, &x);
  pthread_create(&t, 0, worker, 0);
  x = 2;
  pthread_join(t, 0);
  return 0;
}
