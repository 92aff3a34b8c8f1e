/* Class: a thread that waits on a semaphore (see sem_wait_blocks_safe.c). The precise
 * checker stops a thread at sem_wait, yet a race before the wait is still found and confirmed:
 * each thread writes `before` unprotected before it waits. The race after the wait (the
 * semaphore starts at 2: both threads pass) is reported as potential. */
#include <pthread.h>
#include <semaphore.h>

int before;
int after;
sem_t s;

void *worker(void *arg) {
  before = before + 1;
  sem_wait(&s);
  after = after + 1;
  sem_post(&s);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  sem_init(&s, 0, 2);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
