/* Class: a thread started through a pointer to pthread_create: no pair can be checked (the start is unresolved), so the program is not known to be race-free: nothing checked, exit 3.
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* pthread_create called through a function pointer: t runs concurrently with main; race on x. */
#include <pthread.h>
int x;
void *t(void *a) { x = 1; return 0; }
int (*spawn)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *) = pthread_create;
int main(void) {
  pthread_t h;
  spawn(&h, 0, t, 0);
  x = 2;
  pthread_join(h, 0);
  return 0;
}
