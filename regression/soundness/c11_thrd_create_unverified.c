/* Class: C11 thrd_create has no model: the thread it starts is not seen, so nothing is checked and the result is inconclusive (exit 3), not "nothing to check".
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* C11 threads: thrd_create starts t, which races with main on x. */
#include <threads.h>
int x;
int t(void *a) { x = 1; return 0; }
int main(void) {
  thrd_t h;
  thrd_create(&h, t, 0);
  x = 2;
  thrd_join(h, 0);
  return 0;
}
