/*
 * Class: a thread argument initialised before the thread is created. main starts a first worker
 * with one job, then allocates a second job, fills it without the lock and only then passes it to
 * pthread_create: the first worker never has the second job's address, and the second worker
 * starts after the writes. Before (session 27) main's writes to the second job, made after the
 * first pthread_create, were reported against the workers' locked updates.
 */
#include <pthread.h>
#include <stdlib.h>

struct job {
  int total;
};

static pthread_mutex_t jobs = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  struct job *j = arg;
  pthread_mutex_lock(&jobs);
  j->total = j->total + 1;
  pthread_mutex_unlock(&jobs);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  struct job *first = malloc(sizeof *first);
  if (!first)
    return 1;
  first->total = 0;
  pthread_create(&a, NULL, worker, first);
  struct job *second = malloc(sizeof *second);
  if (!second)
    return 1;
  second->total = 100;
  pthread_create(&b, NULL, worker, second);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
