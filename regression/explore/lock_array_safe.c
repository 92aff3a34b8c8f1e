/* Locks in an allocated array, one per slot: each worker updates its own slot under that slot's
 * lock and main reads every slot under its lock. The lockset analysis cannot name an element of
 * an array of locks (unresolved); the exploration tells locks apart by their addresses and proves
 * the program. */
#include <pthread.h>
#include <stdlib.h>

#define N 2
pthread_mutex_t *locks;
long *slots;

void *worker(void *arg) {
  int i = (int)(long)arg;
  pthread_mutex_lock(&locks[i]);
  slots[i] = slots[i] + 1;
  pthread_mutex_unlock(&locks[i]);
  return 0;
}

int main(void) {
  pthread_t t[N];
  locks = malloc(N * sizeof(pthread_mutex_t));
  slots = calloc(N, sizeof(long));
  if (!locks || !slots)
    return 0;
  for (int i = 0; i < N; i++)
    pthread_mutex_init(&locks[i], 0);
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, (void *)(long)i);
  long sum = 0;
  for (int i = 0; i < N; i++) {
    pthread_mutex_lock(&locks[i]);
    sum += slots[i];
    pthread_mutex_unlock(&locks[i]);
  }
  return sum;
}
