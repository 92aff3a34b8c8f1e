/* Class: a GEP whose variable index holds an address: (char *)base + ((uintptr_t)q - (uintptr_t)base)
 * is q. Under the lazy collapse of integer arithmetic (the result collapses its operand's node only
 * once it is used as an address), a GEP index was no such use: the difference never collapsed,
 * the write through the result was taken to stay in base's object, and this was race-free. The
 * index of a GEP is an address use (PointsTo.addressIndices).
 * Unverified (the lock is reached through the computed address), never race-free. Review repro gep_lock2_race.c. */
#include <pthread.h>
#include <stdint.h>
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;
int data;
static void *worker(void *arg) {
  char *base = (char *)&m2;
  /* arg is &m1: the lock taken is m1, reached by an index off m2 */
  pthread_mutex_t *l = (pthread_mutex_t *)(base + ((uintptr_t)arg - (uintptr_t)base));
  pthread_mutex_lock(l);
  data++;
  pthread_mutex_unlock(l);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &m1);
  pthread_mutex_lock(&m2);
  data++;
  pthread_mutex_unlock(&m2);
  pthread_join(t, 0);
  return 0;
}
