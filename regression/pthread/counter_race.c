/* Two threads update a counter without a lock. */
#include <pthread.h>

int counter;

void *inc(void *arg) {
  counter = counter + 1;
  return NULL;
}

void *dec(void *arg) {
  counter = counter - 1;
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
