/* Class: a GEP whose variable index holds an address: (char *)base + ((uintptr_t)q - (uintptr_t)base)
 * is q. Under the lazy collapse of integer arithmetic (the result collapses its operand's node only
 * once it is used as an address), a GEP index was no such use: the difference never collapsed,
 * the write through the result was taken to stay in base's object, and this was race-free. The
 * index of a GEP is an address use (PointsTo.addressIndices). Review repro gep_helper_race.c. */
#include <pthread.h>
#include <stdint.h>
int a; int b;
static uintptr_t delta(const void *to, const void *from) { return (uintptr_t)to - (uintptr_t)from; }
static void *worker(void *arg) {
  char *base = (char *)&b;
  int *q = (int *)(base + delta(arg, base));
  *q = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &a);
  a = 2;
  pthread_join(t, 0);
  return 0;
}
