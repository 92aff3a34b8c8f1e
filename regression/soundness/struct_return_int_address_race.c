/* Class: as struct_return_pointers_race.c with integer-held addresses: { i64, i64 } loaded whole
 * and returned, and stored by the caller through the anonymous type { i64, i64 } into a
 * struct pair variable, read back through struct pair's field b. Keys are computed from byte
 * offsets into the variable's type, so the coerced store and the field load have one key. Before:
 * race-free (exit 0). */
#include <pthread.h>
#include <stdint.h>
struct pair { uintptr_t a, b; };
static __attribute__((noinline)) struct pair mk(uintptr_t v) { struct pair r; r.a = 0; r.b = v; return r; }
static void *worker(void *arg) {
  struct pair p = mk((uintptr_t)arg);
  *(int *)p.b = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x;
  pthread_create(&t, 0, worker, &x);
  x = 2;
  pthread_join(t, 0);
  return 0;
}
