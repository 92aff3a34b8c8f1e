/*
 * Class: an access wider than 8 bytes (__int128, vectors, long double) against a narrower one
 * that starts 8 or more bytes into it. Main's 16-byte store to u.w covers u.p.hi, which the
 * worker writes: a race. The exploration took every access as one byte wide and only stopped at
 * accesses less than 8 bytes apart, so it proved the program race-free. Now a load or store
 * carries its width ({:width n}, every access wider than 8 bytes has one) and the exploration
 * compares the bytes each touches.
 */
#include <pthread.h>

union u {
  __int128 w;
  struct {
    long lo;
    long hi;
  } p;
} u;

static void *worker(void *arg) {
  u.p.hi = 2;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  u.w = 1;
  pthread_join(t, 0);
  return 0;
}
