/* Class: an integer-held address copied by memcpy: from one scalar variable to another (in a
 * helper), then within a struct copied whole. Copies were assumed not to carry integer-held
 * addresses between variables, so the write through c.v had no object: race-free (exit 0). The
 * points-to analysis copies the cells, and the load that reads them is found to hold an address. */
#include <pthread.h>
#include <stdint.h>
#include <string.h>
struct box { uintptr_t v; int tag; };
static __attribute__((noinline)) void copy(void *d, const void *s, size_t n) { memcpy(d, s, n); }
static void *worker(void *arg) {
  uintptr_t v = (uintptr_t)arg, w;
  copy(&w, &v, sizeof v);
  struct box b, c;
  b.v = w;
  b.tag = 0;
  memcpy(&c, &b, sizeof b);
  *(int *)c.v = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x;
  pthread_create(&t, 0, worker, &x);
  x = 2;
  pthread_join(t, 0);
  return 0;
}
