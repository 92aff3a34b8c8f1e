/* Class: a thread that writes and then calls a function that does not return; the counterpart
   of exit_after_write_race.c with both writes under one mutex (released before the call):
   race-free. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

extern void __VERIFIER_error(void) __attribute__((__noreturn__));

int status;
int mode;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *fail(void *arg) {
  pthread_mutex_lock(&m);
  status = 1;
  pthread_mutex_unlock(&m);
  if (mode == 0)
    exit(1);
  if (mode == 1)
    abort();
  if (mode == 2)
    __VERIFIER_error();
  if (mode == 3)
    assert(0);
  pthread_exit(NULL);
}

void *report(void *arg) {
  pthread_mutex_lock(&m);
  status = 2;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, fail, NULL);
  pthread_create(&b, NULL, report, NULL);
  return 0;
}
