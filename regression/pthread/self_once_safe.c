/* A start function created once, outside loops: it does not race with itself. */
#include <pthread.h>

int hits;

void *worker(void *arg) {
  hits = hits + 1;
  return NULL;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, worker, NULL);
  pthread_join(a, NULL);
  return hits;
}
