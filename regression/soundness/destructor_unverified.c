/* Class: destructors (and constructors) run outside every entry point: not modelled, every pair unverified (exit 3).
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* main starts t and returns; a destructor (run by exit in main's thread while t may still run)
   writes x without the lock: race with t's x = 1. */
#include <pthread.h>
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t(void *a) {
  pthread_mutex_lock(&m);
  x = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
__attribute__((destructor)) static void bye(void) { x = 2; }
int main(void) {
  pthread_t h;
  pthread_create(&h, 0, t, 0);
  return 0;
}
