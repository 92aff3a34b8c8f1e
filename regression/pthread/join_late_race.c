/* main reads the result before joining the thread that writes it. */
#include <pthread.h>
#include <stdio.h>

int result;

void *work(void *arg) {
  result = 42;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, work, NULL);
  printf("%d\n", result);
  pthread_join(t, NULL);
  return 0;
}
