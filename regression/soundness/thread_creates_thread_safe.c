/*
 * Class: a thread created by another thread (not by main), after the creator's own accesses.
 * The creator runs once and alone creates the inner thread; it writes `data` only before that
 * create: race-free (the creator's code up to its create is checked against nothing, as main's
 * is), and the precise checker must not start the inner thread before its create.
 * Before the fix: a potential race between outer and inner (and inner against itself), and
 * --precise confirmed it (the inner thread ran as soon as main created the outer one).
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
