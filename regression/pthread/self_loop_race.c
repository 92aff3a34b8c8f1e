/* A start function created in a loop: several instances race with each other. */
#include <pthread.h>

int hits;

void *worker(void *arg) {
  hits = hits + 1;
  return NULL;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], NULL);
  return 0;
}
