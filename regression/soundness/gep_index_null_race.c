/* Class: a GEP whose variable index holds an address: (char *)base + ((uintptr_t)q - (uintptr_t)base)
 * is q. Under the lazy collapse of integer arithmetic (the result collapses its operand's node only
 * once it is used as an address), a GEP index was no such use: the difference never collapsed,
 * the write through the result was taken to stay in base's object, and this was race-free. The
 * index of a GEP is an address use (PointsTo.addressIndices). Review repro gep_null_race.c. */
#include <pthread.h>
#include <stdint.h>
int a;
uintptr_t g;
static void *worker(void *arg) {
  uintptr_t x = g & ~(uintptr_t)3;
  int *q = (int *)((char *)0 + x);
  *q = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  g = (uintptr_t)&a | 1;
  pthread_create(&t, 0, worker, 0);
  a = 2;
  pthread_join(t, 0);
  return 0;
}
