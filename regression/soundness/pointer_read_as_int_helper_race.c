/* Class: as pointer_read_as_int_race.c, with the pointer stored and the integer loaded in helpers
 * through pointers of no key (a union *, a uintptr_t *). No syntactic key links them: after the
 * points-to analysis, a wide integer load that reads a cell where a pointer (or an integer-held
 * address) was stored is taken to hold an address, and the analysis runs again. Before: race-free
 * (exit 0). */
#include <pthread.h>
#include <stdint.h>
union u { int *p; uintptr_t i; };
static __attribute__((noinline)) void put(union u *r, int *p) { r->p = p; }
static __attribute__((noinline)) uintptr_t get(uintptr_t *q) { return *q; }
static void *worker(void *arg) {
  union u r;
  put(&r, arg);
  *(int *)get(&r.i) = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x;
  pthread_create(&t, 0, worker, &x);
  x = 2;
  pthread_join(t, 0);
  return 0;
}
