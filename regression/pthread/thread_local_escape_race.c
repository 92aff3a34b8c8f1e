/* A worker publishes the address of its _Thread_local slot; another worker writes through the
 * published pointer while the owner writes its slot directly: a race on the owner's object. */
#include <pthread.h>

_Thread_local int slot;
int *published;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  if (published)
    *published = 2;
  else
    published = &slot;
  pthread_mutex_unlock(&m);
  slot = 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
