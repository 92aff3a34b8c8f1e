/* Class: C11/GCC atomics (issue #28). An atomic access and a non-atomic access to the same
   object conflict: a data race (C11 5.1.2.4p25 needs only one of the two to be non-atomic). The
   thread updates `total` with GCC's __atomic builtin and `count` with an atomic exchange, main
   reads `total` and writes `count` with plain accesses: two races, which must stay reported
   once atomic accesses no longer race with each other (pairlock printed both before the fix,
   with atomics as plain accesses). */
#include <pthread.h>

long total;
int count;

void *work(void *arg) {
  __atomic_fetch_add(&total, 1, __ATOMIC_SEQ_CST);
  __atomic_exchange_n(&count, 7, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  long seen = total;
  count = 3;
  pthread_join(t, 0);
  return (int) seen;
}
