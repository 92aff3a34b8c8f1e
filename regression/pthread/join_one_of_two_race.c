/* Only one of the two threads of worker is joined before main reads the counter. */
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
  printf("%d\n", hits);
  pthread_join(b, NULL);
  return 0;
}
