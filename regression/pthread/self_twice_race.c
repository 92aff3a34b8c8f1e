/* One start function created twice races with itself. */
#include <pthread.h>

int hits;

void *worker(void *arg) {
  hits = hits + 1;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
