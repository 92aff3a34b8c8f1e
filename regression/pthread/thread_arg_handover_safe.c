/*
 * Class: a thread's argument handed over at its creation. main allocates an argument per worker,
 * fills it and passes it to pthread_create, and never touches it again; each worker reads its
 * own argument and frees it. Workers run concurrently with each other, but each has an object
 * no other thread can reach: no race (one allocation site, many objects). Before (session 28)
 * one worker's free of its argument was reported against another worker's reads of its own.
 */
#include <pthread.h>
#include <stdlib.h>

struct job {
  int id;
  int size;
};

static int total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  struct job *j = arg;
  int n = j->id + j->size;
  free(j);
  pthread_mutex_lock(&m);
  total += n;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) {
    struct job *j = malloc(sizeof *j);
    if (!j)
      return 1;
    j->id = i;
    j->size = 10;
    pthread_create(&t[i], NULL, worker, j);
  }
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], NULL);
  return 0;
}
