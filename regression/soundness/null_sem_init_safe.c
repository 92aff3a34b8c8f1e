/* Class: a library call whose pointer argument must point to an object (sem_init, a mutex's
 * init, a lock operation) reached with NULL: a malloc'd object's semaphore initialised with no
 * NULL check. When malloc fails the program crashes in sem_init (undefined behaviour), so the
 * unprotected write, only on that path, never runs. Race-free on every run.
 * Before: --precise confirmed a race, its model of sem_init succeeding on NULL. */
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>

struct obj {
  sem_t ready;
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
  sem_init(&o->ready, 0, 1);
  pthread_create(&t, 0, worker, 0);
  if (o == 0) {
    shared = 2; /* unreachable: sem_init crashed */
  } else {
    pthread_mutex_lock(&m);
    shared = 2;
    pthread_mutex_unlock(&m);
  }
  pthread_join(t, 0);
  return 0;
}
