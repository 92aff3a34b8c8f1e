// Class: a condition variable's wait releases its mutex. main holds m from before it starts the
// worker and waits on the condition until the worker, which needs m, has set `ready`; then both
// touch `data` unordered. pthread_cond_wait had no effect on locks, so the precise checker kept m
// held through the wait: the worker could never take m, main never left its loop, and no race was
// confirmed at any bound (before: pairlock --precise printed "0 confirmed", potential read-write
// race on data, also with --csb 3). The wait now releases m and takes it again before it returns.
#include <pthread.h>

int ready;
int data;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  data = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, worker, 0);
  while (!ready) {
    pthread_cond_wait(&c, &m);
  }
  pthread_mutex_unlock(&m);
  return data;
}
