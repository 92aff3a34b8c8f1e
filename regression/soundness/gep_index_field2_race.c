/* Class: a GEP whose variable index holds an address: (char *)base + ((uintptr_t)q - (uintptr_t)base)
 * is q. Under the lazy collapse of integer arithmetic (the result collapses its operand's node only
 * once it is used as an address), a GEP index was no such use: the difference never collapsed,
 * the write through the result was taken to stay in base's object, and this was race-free. The
 * index of a GEP is an address use (PointsTo.addressIndices). Review repro gep_field2_race.c. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
struct obj { int a; };
struct desc { uintptr_t off; char base[8]; };
static void *worker(void *arg) {
  struct desc *d = arg;
  int *q = (int *)(d->base + d->off);
  *q = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  struct obj *o = malloc(sizeof *o);
  struct desc *d = malloc(sizeof *d);
  if (!o || !d) return 0;
  d->off = (uintptr_t)o - (uintptr_t)d->base;
  pthread_create(&t, 0, worker, d);
  o->a = 2;
  pthread_join(t, 0);
  return 0;
}
