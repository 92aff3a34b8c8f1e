/* One heap object is passed as the argument of two threads, which write it unlocked. */
#include <pthread.h>
#include <stdlib.h>

struct job {
  int done;
  int total;
};

void *producer(void *arg) {
  struct job *j = arg;
  j->total = j->total + 10;
  return NULL;
}

void *consumer(void *arg) {
  struct job *j = arg;
  j->done = 1;
  j->total = j->total - 1;
  return NULL;
}

int main(void) {
  pthread_t p, c;
  struct job *j = malloc(sizeof *j);
  if (!j)
    return 1;
  j->done = 0;
  j->total = 0;
  pthread_create(&p, NULL, producer, j);
  pthread_create(&c, NULL, consumer, j);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  free(j);
  return 0;
}
