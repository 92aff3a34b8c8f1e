/*
 * Class: a thread that creates another, itself created twice: the second outer thread writes
 * `data` before its own create while the inner thread of the first one may already run. A real
 * race. A creator's code before its create runs alone only when the creator runs once.
 * Before the fix: reported; it must stay reported.
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
  pthread_t a, b;
  pthread_create(&a, 0, outer, 0);
  pthread_create(&b, 0, outer, 0);
  return 0;
}
