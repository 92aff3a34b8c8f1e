/* A POSIX semaphore of count 1 used as a lock: both threads write data between sem_wait and
 * sem_post, so no two writes can run together. The lockset analysis sees no lock and reports the
 * writes; the exploration runs the semaphore's count exactly and proves the program. */
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
  pthread_t a;
  sem_init(&s, 0, 1);
  pthread_create(&a, 0, worker, 0);
  sem_wait(&s);
  data = data + 2;
  sem_post(&s);
  pthread_join(a, 0);
  return 0;
}
