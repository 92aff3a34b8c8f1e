/* pthread_cond_wait on a mutex in an allocated array of locks (the lockset analysis cannot name
 * it): main holds the mutex from before the worker starts and waits for the worker's flag, so the
 * worker can take the mutex only while main waits. After the wait main writes x holding the
 * mutex, the worker writes x after releasing it: a race, on a run where the wait released the
 * mutex. The exploration releases and takes again the mutex at its address: a search that kept it
 * held through the wait would never run the worker and would prove the program. */
#include <pthread.h>
#include <stdlib.h>

pthread_mutex_t *locks;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
int x;
int slot = 1;

void *worker(void *arg) {
  pthread_mutex_lock(&locks[slot]);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&locks[slot]);
  x = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  locks = malloc(2 * sizeof(pthread_mutex_t));
  if (!locks)
    return 0;
  pthread_mutex_init(&locks[0], 0);
  pthread_mutex_init(&locks[slot], 0);
  pthread_mutex_lock(&locks[slot]);
  pthread_create(&t, 0, worker, 0);
  while (!ready)
    pthread_cond_wait(&c, &locks[slot]);
  x = 2;
  pthread_mutex_unlock(&locks[slot]);
  return 0;
}
