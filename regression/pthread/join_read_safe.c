/* main initialises before the thread exists and reads the result after joining it. */
#include <pthread.h>
#include <stdio.h>

int result;

void *work(void *arg) {
  result = result * 2;
  return NULL;
}

int main(void) {
  pthread_t t;
  result = 21;
  pthread_create(&t, NULL, work, NULL);
  pthread_join(t, NULL);
  printf("%d\n", result);
  return 0;
}
