/* The semaphore starts at 0 and main posts it twice: both workers pass their sem_wait and write
 * data together, a write-write race the exploration finds on an execution. */
#include <pthread.h>
#include <semaphore.h>

int data;
sem_t s;

void *worker(void *arg) {
  sem_wait(&s);
  data = (int)(long)arg;
  sem_post(&s);
  return 0;
}

int main(void) {
  pthread_t a, b;
  sem_init(&s, 0, 0);
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  sem_post(&s);
  sem_post(&s);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
