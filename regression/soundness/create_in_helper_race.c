/*
 * Class: a thread created by a helper that main calls; main joins it on one path only, and writes
 * after the branches: on the other path the worker still runs. A real race (main's write against
 * the worker's).
 * Before the fix: reported (the join was not certain at all); it must stay reported.
 */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

pthread_t t;
int data;

void *worker(void *arg) {
  data = 1;
  return 0;
}

void start(void) {
  pthread_create(&t, 0, worker, 0);
}

void stop(void) {
  pthread_join(t, 0);
}

int main(void) {
  start();
  if (__VERIFIER_nondet_int()) {
    stop();
  }
  data = 2;
  return data;
}
