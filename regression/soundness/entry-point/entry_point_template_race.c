/* Class: --entry-point on a function that also runs as a helper or a thread template: it runs as threads of its own, so it is neither "run once" (lock instances) nor a single instance.
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* --entry-point t: t also runs as a thread of its own besides the one main creates: t against t races on x. */
#include <pthread.h>
int x;
void *t(void *a) { x++; return 0; }
int main(void) {
  pthread_t h;
  pthread_create(&h, 0, t, 0);
  pthread_join(h, 0);
  return 0;
}
