/* Class: a lock the program writes itself as SV-COMP atomic functions (pthread-ext, issue #28):
   `__VERIFIER_atomic_acquire(int *m) { assume_abort_if_not(*m == 0); *m = 1; }` and the release
   `{ assume_abort_if_not(*m == 1); *m = 0; }`, on the word the argument points to or on one
   global word (MTX). The words are written only by these functions, and every release follows
   its own thread's acquire in the same function, so each word is a mutex: counter (under m),
   other (under n, a second word given to the same functions) and COND and the reads of MTX
   (under MTX) are protected. Before the fix pairlock printed potential races on counter, other,
   COND and MTX (exit 1). */
#include <pthread.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

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

int MTX = 0;
int COND;

void __VERIFIER_atomic_lock_mtx() {
  assume_abort_if_not(MTX == 0);
  MTX = 1;
}

void __VERIFIER_atomic_unlock_mtx() {
  assume_abort_if_not(MTX == 1);
  MTX = 0;
}

int m = 0;
int counter;
int n = 0;
int other;

void *thr(void *arg) {
  __VERIFIER_atomic_acquire(&m);
  counter = counter + 1;
  __VERIFIER_atomic_release(&m);
  __VERIFIER_atomic_acquire(&n);
  other = other + 1;
  __VERIFIER_atomic_release(&n);
  __VERIFIER_atomic_lock_mtx();
  if (MTX != 1) abort();
  while (__VERIFIER_nondet_int()) {
    COND = 0;
    __VERIFIER_atomic_unlock_mtx();
    __VERIFIER_atomic_lock_mtx();
  }
  COND = 1;
  __VERIFIER_atomic_unlock_mtx();
  return 0;
}

int main(void) {
  pthread_t t;
  while (1) pthread_create(&t, 0, thr, 0);
}
