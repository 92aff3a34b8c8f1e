/*
 * Class (issue #28): a malloc'd array of mutexes, malloc(n * sizeof(pthread_mutex_t)), each
 * thread locking its own element m[i] around an update of one shared counter: a race, since the
 * threads hold different locks. The allocation is a folded array (its elements share one
 * abstract cell), so a lock in it is an element of an array, one abstract location for many
 * locks: unresolved, and the pairs unverified. Taking that cell for one lock would prove the
 * program race-free. (Before, the allocation's node collapsed: unresolved too.)
 */
#include <pthread.h>
#include <stdlib.h>

int total;
pthread_mutex_t *m;

void *worker(void *arg) {
  int i = (int)(long)arg;
  pthread_mutex_lock(&m[i]);
  total++;
  pthread_mutex_unlock(&m[i]);
  return 0;
}

int main(void) {
  pthread_t t[4];
  int n = 4;
  m = malloc(n * sizeof(pthread_mutex_t));
  if (!m)
    return 0;
  for (int i = 0; i < n; i++)
    pthread_mutex_init(&m[i], 0);
  for (int i = 0; i < n; i++)
    pthread_create(&t[i], 0, worker, (void *)(long)i);
  return 0;
}
