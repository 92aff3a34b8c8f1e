/* The same counter, every access under one mutex. */
#include <pthread.h>

int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *inc(void *arg) {
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  return NULL;
}

void *dec(void *arg) {
  pthread_mutex_lock(&m);
  counter = counter - 1;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, inc, NULL);
  pthread_create(&b, NULL, dec, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
