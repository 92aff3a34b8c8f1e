/* POSIX thread-specific data: each worker keeps its mode and its id under two keys. A slot is the
 * running thread's own: a worker that has set its mode then reads it back always takes the lock
 * around the shared total (no other thread can change its slot in between), and the ids the
 * workers keep never mix. Race-free, but a false alarm: the slots of all keys are one array
 * indexed by the key's value, folded into one cell, so the analysis cannot tell the mode's slot
 * from the id's (one slot per create site was unsound: thread_specific_uncreated_key_race.c). */
#include <pthread.h>

pthread_key_t mode_key;
pthread_key_t id_key;
int locked = 1;
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_setspecific(id_key, arg);
  if (pthread_setspecific(mode_key, &locked) != 0)
    return 0; /* it may fail (ENOMEM): the slot keeps its value */
  if (pthread_getspecific(mode_key) == &locked)
    pthread_mutex_lock(&m);
  total = total + (int)(long)pthread_getspecific(id_key);
  if (pthread_getspecific(mode_key) == &locked)
    pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_key_create(&mode_key, 0);
  pthread_key_create(&id_key, 0);
  pthread_create(&a, 0, worker, (void *)1L);
  pthread_create(&b, 0, worker, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_key_delete(id_key);
  pthread_key_delete(mode_key);
  return 0;
}
