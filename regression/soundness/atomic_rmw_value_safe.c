/* Class: the value an atomic read-modify-write stores (atomic_fetch_add's sum) and C's truncating
   division of a negative operand. Both were unmarked fresh values, which the precise checker
   took for values a run computes: it confirmed the races behind cnt == 100 after one increment
   and -7 / 2 == 100. Now add/sub/max/min are computed (wrapped to the width), and/or/xor
   over-approximated; signed division and remainder are C's for every nonzero divisor. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int cnt;
int x;
int a = -7;
void *t(void *p) { x = 2; return 0; }
int main(void) {
  pthread_t th;
  pthread_create(&th, 0, t, 0);
  atomic_fetch_add(&cnt, 1);
  int q = a / 2;
  int r = a % 2;
  if (atomic_load(&cnt) == 100 || q == 100 || r == 1)
    x = 1;
  pthread_join(th, 0);
  return 0;
}
