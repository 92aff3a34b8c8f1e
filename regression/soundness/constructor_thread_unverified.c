/* Class: a constructor that starts a thread before main: not modelled, every pair unverified (exit 3).
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* a constructor (runs before main) starts t; main writes x without the lock while t writes it under
   the lock: race on x (main's x = 2 against t's x = 1). */
#include <pthread.h>
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t(void *a) {
  pthread_mutex_lock(&m);
  x = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
void *u(void *a) { return 0; }
__attribute__((constructor)) static void init(void) {
  pthread_t h;
  pthread_create(&h, 0, t, 0);
}
int main(void) {
  pthread_t h;
  pthread_create(&h, 0, u, 0);
  x = 2;
  return 0;
}
