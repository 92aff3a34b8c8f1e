/* Thread-specific slots hold what a thread puts there: both workers put the address of one
 * global into their slot, so their writes through the slot race. */
#include <pthread.h>

pthread_key_t key;
int shared;

void *worker(void *arg) {
  pthread_setspecific(key, &shared);
  int *p = pthread_getspecific(key);
  *p = 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_key_create(&key, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
