/*
 * Class: a thread created by another thread; the creator writes `data` after the create, while
 * the inner thread writes it too: a real race, to be reported (and confirmed by --precise, with
 * the inner thread started at the outer thread's create).
 * Before the fix: reported and confirmed (with the inner thread started too early).
 */
#include <pthread.h>

int data;

void *inner(void *arg) {
  data = 2;
  return 0;
}

void *outer(void *arg) {
  pthread_t t;
  pthread_create(&t, 0, inner, 0);
  data = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, outer, 0);
  return 0;
}
