/* Class: an integer intrinsic whose result is computed from an integer-held address (a byte swap
 * undone, in a helper that receives the address as an integer parameter): the result is that
 * address. Every integer-result intrinsic (and unmodelled function) is integer arithmetic on each
 * integer argument holding an address. Was race-free: the result got a cell of its own. */
#include <pthread.h>
#include <stdint.h>
struct pair { int first; int second; };
static struct pair obj __attribute__((aligned(8)));
static __attribute__((noinline)) void put(uintptr_t a) {
  *(int *)__builtin_bswap64(__builtin_bswap64(a)) = 1;
}
static void *worker(void *arg) {
  put((uintptr_t)arg);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &obj.second);
  obj.second = 2;
  pthread_join(t, 0);
  return 0;
}
