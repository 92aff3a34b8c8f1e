/* main joins the first worker before it creates the second: they never run together. */
#include <pthread.h>

int stage;

void *first(void *arg) {
  stage = 1;
  return NULL;
}

void *second(void *arg) {
  stage = 2;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, first, NULL);
  pthread_join(a, NULL);
  pthread_create(&b, NULL, second, NULL);
  pthread_join(b, NULL);
  return stage;
}
