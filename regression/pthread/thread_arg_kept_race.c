/*
 * Class: a thread's argument its creator keeps using. main passes a new job to the worker and
 * then updates the job's size without a lock while the worker reads it: a race (main's
 * j->size = 20 against the worker's read). The object is not handed over: the creator uses it
 * after pthread_create, so the worker's accesses to its argument stay checked.
 */
#include <pthread.h>
#include <stdlib.h>

struct job {
  int id;
  int size;
};

void *worker(void *arg) {
  struct job *j = arg;
  int n = j->id + j->size;
  return (void *)(long)n;
}

int main(void) {
  pthread_t t;
  struct job *j = malloc(sizeof *j);
  if (!j)
    return 1;
  j->id = 1;
  j->size = 10;
  pthread_create(&t, NULL, worker, j);
  j->size = 20;
  pthread_join(t, NULL);
  return 0;
}
