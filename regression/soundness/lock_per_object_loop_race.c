/* Class: lock identity. Objects of one allocation site (a malloc in a loop) each carry their own
   mutex; every thread locks the mutex of its own object, then updates one global counter. The
   two threads hold two different mutexes, so the updates race. Before the fix pairlock took all
   mutexes of the allocation site for one lock held in common and printed "1 of 1 entry-point
   pairs race-free" (exit 0). */
#include <pthread.h>
#include <stdlib.h>

struct worker_state {
  pthread_mutex_t lock;
  int jobs;
};

int total;

void *worker(void *arg) {
  struct worker_state *w = arg;
  pthread_mutex_lock(&w->lock);
  w->jobs = w->jobs + 1;
  total = total + 1;
  pthread_mutex_unlock(&w->lock);
  return NULL;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) {
    struct worker_state *w = calloc(1, sizeof *w);
    if (!w)
      return 1;
    pthread_mutex_init(&w->lock, NULL);
    pthread_create(&t[i], NULL, worker, w);
  }
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  return 0;
}
