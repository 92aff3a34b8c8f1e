/* POSIX thread-specific data with one key: each worker keeps its mode in its own slot. A worker
 * that has set its mode then reads it back always takes the lock around the shared total: no
 * other thread can change its slot in between. */
#include <pthread.h>

pthread_key_t mode_key;
int locked = 1;
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  if (pthread_setspecific(mode_key, &locked) != 0)
    return 0; /* it may fail (ENOMEM): the slot keeps its value */
  if (pthread_getspecific(mode_key) == &locked)
    pthread_mutex_lock(&m);
  else
    return 0;
  total = total + (int)(long)arg;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  if (pthread_key_create(&mode_key, 0) != 0)
    return 1;
  pthread_create(&a, 0, worker, (void *)1L);
  pthread_create(&b, 0, worker, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_key_delete(mode_key);
  return 0;
}
