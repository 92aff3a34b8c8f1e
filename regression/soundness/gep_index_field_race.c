/* Class: a GEP whose variable index holds an address: (char *)base + ((uintptr_t)q - (uintptr_t)base)
 * is q. Under the lazy collapse of integer arithmetic (the result collapses its operand's node only
 * once it is used as an address), a GEP index was no such use: the difference never collapsed,
 * the write through the result was taken to stay in base's object, and this was race-free. The
 * index of a GEP is an address use (PointsTo.addressIndices). Review repro gep_field_race.c. */
#include <pthread.h>
#include <stdint.h>
struct obj { int a; int b; uintptr_t off; };
struct obj o;
static void *worker(void *arg) {
  int *q = (int *)((char *)&o.b + o.off);
  *q = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  o.off = (uintptr_t)&o.a - (uintptr_t)&o.b;
  pthread_create(&t, 0, worker, 0);
  o.a = 2;
  pthread_join(t, 0);
  return 0;
}
