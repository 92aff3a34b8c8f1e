/*
 * Class: accesses of different widths to one object that do not overlap. Main writes the first
 * 16 bytes of u (u.w), the worker the last 8 (u.p.c): no byte is shared, race-free. The
 * exploration compares the bytes each access touches ({:width n}) and proves it.
 */
#include <pthread.h>

union u {
  struct {
    __int128 w;
    long pad;
  } q;
  struct {
    long a;
    long b;
    long c;
  } p;
} u;

static void *worker(void *arg) {
  u.p.c = 2;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  u.q.w = 1;
  pthread_join(t, 0);
  return 0;
}
