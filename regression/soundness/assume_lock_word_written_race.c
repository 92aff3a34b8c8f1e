/* Class: a lock the program writes itself as SV-COMP atomic functions (see assume_lock_safe.c),
   whose word another statement writes: thr2 clears m while thr1 holds it, takes it and writes
   counter while thr1 does. A word written outside its lock functions is no lock. pairlock printed
   the race before the fix as well (the word was never a lock); the fixture keeps it so. */
#include <pthread.h>
#include <stdlib.h>

void assume_abort_if_not(int cond) {
  if (!cond) abort();
}

void __VERIFIER_atomic_acquire(int *m) {
  assume_abort_if_not(*m == 0);
  *m = 1;
}

void __VERIFIER_atomic_release(int *m) {
  assume_abort_if_not(*m == 1);
  *m = 0;
}

int m = 0;
int counter;

void *thr1(void *arg) {
  __VERIFIER_atomic_acquire(&m);
  counter = 1;
  __VERIFIER_atomic_release(&m);
  return 0;
}

void *thr2(void *arg) {
  m = 0;
  __VERIFIER_atomic_acquire(&m);
  counter = 2;
  __VERIFIER_atomic_release(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thr1, 0);
  pthread_create(&t2, 0, thr2, 0);
  return 0;
}
