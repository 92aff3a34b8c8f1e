// Class: a race whose check needs the first thread to run again after the second thread's access.
// main reads `ready` under the lock, so it must run after the worker set it (worker: context 1;
// main: contexts 1 and 2), then main reads `data` and is preempted while the worker writes it
// (worker: context 2). The precise checker checks main's read when main runs again, a third
// context, beyond its default bound of 2: before, pairlock --precise printed "0 confirmed"
// (potential read-write race on data). A pair in which nothing was found is now searched again
// with one more context per thread, before its unrolling bound is deepened.
#include <pthread.h>

int ready;
int data;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_mutex_unlock(&m);
  data = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  int r;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  r = ready;
  pthread_mutex_unlock(&m);
  if (r) {
    return data;
  }
  return 0;
}
