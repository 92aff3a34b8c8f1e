/* Threads that end with pthread_exit: their accesses before it still race. */
#include <pthread.h>

int shared;

void *t1(void *arg) {
  shared = 1;
  pthread_exit(NULL);
}

void *t2(void *arg) {
  shared = 2;
  pthread_exit(NULL);
}

int main(void) {
  pthread_t x, y;
  pthread_create(&x, NULL, t1, NULL);
  pthread_create(&y, NULL, t2, NULL);
  pthread_exit(NULL);
}
