/* Class: the result of integer arithmetic on an address (arg | 1) stored through a pointer of no
 * key in one helper, loaded as an integer in another, masked and written through. Under the lazy
 * collapse the stored result's node holds no object until it fires; the check of integer loads
 * against the solved graph counts a pending result as pointing where its operands point. */
#include <pthread.h>
#include <stdint.h>
static __attribute__((noinline)) void put(uintptr_t *d, uintptr_t v) { *d = v; }
static __attribute__((noinline)) uintptr_t get(uintptr_t *s) { return *s; }
static void *worker(void *arg) {
  uintptr_t cell;
  put(&cell, (uintptr_t)arg | 1);
  *(int *)(get(&cell) & ~(uintptr_t)1) = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x __attribute__((aligned(8)));
  pthread_create(&t, 0, worker, &x);
  x = 2;
  pthread_join(t, 0);
  return 0;
}
