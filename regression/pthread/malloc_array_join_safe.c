/*
 * Class (issue #28, SV-COMP pthread-race-challenges thread-join-*): thread handles kept in a
 * malloc'd array, malloc(n * sizeof(pthread_t)), created and joined in loops by index; main reads
 * the total after joining every thread. Before, &tids[i] on the allocation left no known array,
 * so its points-to node collapsed and a joined handle was unknown: the exploration cut every run
 * at the join, and the race on total stayed potential. The allocation is now a folded array of
 * sizeof(pthread_t) elements, as a global pthread_t tids[N] is: the joins are tied to their
 * threads and the exploration proves the program race-free (malloc_array_join_race.c: the first
 * thread is not joined).
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
  for (int i = 0; i < n; i++)
    pthread_join(tids[i], 0);
  int r = total;
  free(tids);
  return r;
}
