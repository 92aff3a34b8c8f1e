/* Class: lock identity. A mutex on the stack of a thread function that runs in two threads: each
   thread has its own mutex, so holding "worker's m" protects nothing against the other thread.
   Before the fix pairlock took both for one lock held in common and printed "1 of 1 entry-point
   pairs race-free" for the self pair of worker (exit 0). */
#include <pthread.h>

int total;

void *worker(void *arg) {
  pthread_mutex_t m;
  pthread_mutex_init(&m, NULL);
  pthread_mutex_lock(&m);
  total = total + 1;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
