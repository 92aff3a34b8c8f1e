/* The first worker is joined on one path only: the second may run while it still does. */
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

int main(int argc, char **argv) {
  pthread_t a, b;
  pthread_create(&a, NULL, first, NULL);
  if (argc > 1)
    pthread_join(a, NULL);
  pthread_create(&b, NULL, second, NULL);
  pthread_join(b, NULL);
  return 0;
}
