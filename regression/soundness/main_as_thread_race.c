/* Class: main used as a start function (its address taken): main is not a single instance, so its self pair is checked.
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* main is also a thread start: two mains run at once (race on x). */
#include <pthread.h>
int x;
int first = 1;
int main(void) {
  pthread_t h;
  if (first) {
    first = 0;
    pthread_create(&h, 0, (void *(*)(void *))main, 0);
  }
  x++;
  return 0;
}
