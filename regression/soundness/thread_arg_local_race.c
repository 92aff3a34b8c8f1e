/* Class: a stack object whose address reaches other threads as their start argument (issue #24,
   item 3). main passes the address of its local `counter` directly to two threads, which
   increment it without a lock. No memory cell points to `counter`, so before the fix it was taken
   as thread-local ({:thread_local}, never race-checked) and pairlock printed "2 of 2 entry-point
   pairs race-free, 0 racy regions" (exit 0). */
#include <pthread.h>

void *work(void *arg) {
  int *c = arg;
  *c = *c + 1;
  return 0;
}

int main(void) {
  int counter = 0;
  pthread_t t1, t2;
  pthread_create(&t1, 0, work, &counter);
  pthread_create(&t2, 0, work, &counter);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return counter;
}
