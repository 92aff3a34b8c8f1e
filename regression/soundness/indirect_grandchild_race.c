/* Class: a thread that starts another through an indirect call: main's accesses after creating t are checked against every thread t may start.
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* t starts g through an indirect call of a helper; main writes x (unlocked) after creating t while
   g writes it under m: race on x between main and g. */
#include <pthread.h>
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *g(void *a) {
  pthread_mutex_lock(&m);
  x = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
void spawn(void) {
  pthread_t h;
  pthread_create(&h, 0, g, 0);
}
void (*sp)(void) = spawn;
void *t(void *a) {
  sp();
  return 0;
}
int main(void) {
  pthread_t h;
  pthread_create(&h, 0, t, 0);
  x = 2;
  return 0;
}
