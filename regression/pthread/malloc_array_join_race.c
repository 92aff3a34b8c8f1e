/*
 * Class (issue #28, SV-COMP pthread-race-challenges thread-join-*-race): thread handles in a
 * malloc'd array, malloc(n * sizeof(pthread_t)), created in a loop by index; main joins all but
 * the first thread and then reads total, which the first thread may still be writing (under a
 * lock main does not take). Before, the allocation's node collapsed and a joined handle was
 * unknown: the race stayed potential. Now the allocation is a folded array of pthread_t and the
 * exploration finds the race on an execution (malloc_array_join_safe.c: every thread joined).
 */
#include <pthread.h>
#include <stdlib.h>

int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  int n = 3;
  pthread_t *tids = malloc(n * sizeof(pthread_t));
  if (!tids)
    return 0;
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, (void *)(long)i);
  for (int i = 1; i < n; i++)
    pthread_join(tids[i], 0);
  int r = total;
  free(tids);
  return r;
}
