/* Class: a lock operation (and a mutex's init) on a lock inside a failed allocation: with
 * NULL the call is undefined behaviour (glibc faults), so nothing after it runs. The write
 * only on that path never runs: race-free on every run.
 * Before: --precise confirmed a race, pthread_mutex_init and pthread_mutex_lock succeeding on
 * a field of NULL. */
#include <pthread.h>
#include <stdlib.h>

struct obj {
  long id;
  pthread_mutex_t lock;
};

int shared;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  shared = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  struct obj *o = malloc(sizeof *o);
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&o->lock);
  if (o == 0) {
    shared = 2; /* unreachable: the lock operation crashed */
  }
  pthread_mutex_unlock(&o->lock);
  pthread_mutex_lock(&m);
  shared = 3;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
