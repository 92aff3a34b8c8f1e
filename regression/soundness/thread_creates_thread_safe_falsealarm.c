/*
 * Class: a thread created by another thread (not by main), after the creator's own accesses.
 * The creator writes `data` only before it creates the inner thread: race-free. The lockset
 * stage checks the creator's whole code against the inner thread (an accepted false alarm); the
 * precise checker must not start the inner thread before its create.
 * Before the fix: --precise confirmed the race (the inner thread ran as soon as main created the
 * outer one).
 */
#include <pthread.h>

int data;

void *inner(void *arg) {
  data = 2;
  return 0;
}

void *outer(void *arg) {
  pthread_t t;
  data = 1;
  pthread_create(&t, 0, inner, 0);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, outer, 0);
  return 0;
}
