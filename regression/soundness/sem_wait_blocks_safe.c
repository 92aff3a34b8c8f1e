/* Class: a POSIX semaphore used as a lock (sem_init(&s, 0, 1), sem_wait ... sem_post). The
 * lockset analysis gives semaphores no effect (they protect nothing it can use), so the write is a
 * potential race there. Before the fix the precise checker let sem_wait return at once and
 * confirmed the races ("2 confirmed"), an execution that cannot happen: the second thread blocks
 * in sem_wait until the first posts. The checker now stops a thread at a wait that may block
 * (sem_wait, pthread_barrier_wait), and the exploration of interleavings runs the semaphore's
 * count exactly: it proves the program (before the count was modelled, a false alarm). */
#include <pthread.h>
#include <semaphore.h>

int data;
sem_t s;

void *worker(void *arg) {
  sem_wait(&s);
  data = data + 1;
  sem_post(&s);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  sem_init(&s, 0, 1);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
