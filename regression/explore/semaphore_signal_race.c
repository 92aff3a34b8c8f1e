/* As semaphore_signal_safe.c, but main writes data again after its post: that write races with
 * the worker's read. */
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
  data = 43;
  pthread_join(a, 0);
  return 0;
}
