/* Class: --entry-point on a function that also runs as a helper or a thread template: it runs as threads of its own, so it is neither "run once" (lock instances) nor a single instance.
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* --entry-point f: f runs as a thread of its own besides main's call; each run locks its own heap lock. */
#include <pthread.h>
#include <stdlib.h>
int x;
void f(void) {
  pthread_mutex_t *m = malloc(sizeof *m);
  pthread_mutex_init(m, 0);
  pthread_mutex_lock(m);
  x++;
  pthread_mutex_unlock(m);
}
int main(void) { f(); return 0; }
