/* A semaphore as a signal: main writes data, then posts; the worker waits, then reads. The
 * worker's read can only run after main's write, and main writes nothing after its post. */
#include <pthread.h>
#include <semaphore.h>

int data;
sem_t ready;

void *worker(void *arg) {
  sem_wait(&ready);
  return (void *)(long)data;
}

int main(void) {
  pthread_t a;
  sem_init(&ready, 0, 0);
  pthread_create(&a, 0, worker, 0);
  data = 42;
  sem_post(&ready);
  pthread_join(a, 0);
  return 0;
}
