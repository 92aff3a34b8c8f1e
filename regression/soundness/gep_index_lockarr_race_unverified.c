/* Class: a GEP whose variable index holds an address: (char *)base + ((uintptr_t)q - (uintptr_t)base)
 * is q. Under the lazy collapse of integer arithmetic (the result collapses its operand's node only
 * once it is used as an address), a GEP index was no such use: the difference never collapsed,
 * the write through the result was taken to stay in base's object, and this was race-free. The
 * index of a GEP is an address use (PointsTo.addressIndices).
 * Unverified (the lock is reached through the computed address), never race-free. Review repro gep_lockarr_race.c. */
#include <pthread.h>
#include <stdint.h>
pthread_mutex_t other = PTHREAD_MUTEX_INITIALIZER;
struct s { pthread_mutex_t m; int data; } box = { PTHREAD_MUTEX_INITIALIZER, 0 };
static void *worker(void *arg) {
  char *base = (char *)&box;
  /* arg is &other: the lock taken is `other`, reached by an index off box */
  pthread_mutex_t *l = (pthread_mutex_t *)(base + (((uintptr_t)arg | 0) - (uintptr_t)base));
  pthread_mutex_lock(l);
  box.data++;
  pthread_mutex_unlock(l);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &other);
  pthread_mutex_lock(&box.m);
  box.data++;
  pthread_mutex_unlock(&box.m);
  pthread_join(t, 0);
  return 0;
}
