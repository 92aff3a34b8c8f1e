/* Two threads of one start function, each joined through its own handle: main reads the
   counter without the lock only after both have ended. */
#include <pthread.h>
#include <stdio.h>

int hits;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  hits = hits + 1;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  printf("%d\n", hits);
  return 0;
}
