/* Racy only on a run where pthread_mutex_init fails (POSIX allows ENOMEM/EAGAIN): main then
 * writes g without the lock. The precise checker narrows pthread_mutex_init's result to 0 (its
 * success), so it cannot confirm this race; its report must say so, not read as a proof.
 * Before: the pair's precise reason read "every access to a checked region protected by a
 * lock", though the unprotected write exists, on the error path the narrowing removed. */
#include <pthread.h>

int g;
pthread_mutex_t m;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  g = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a;
  int r = pthread_mutex_init(&m, 0);
  pthread_create(&a, 0, worker, 0);
  if (r != 0) {
    g = 2;
  } else {
    pthread_mutex_lock(&m);
    g = 2;
    pthread_mutex_unlock(&m);
  }
  pthread_join(a, 0);
  return 0;
}
