/* main computes k from a nondeterministic value and, for k > 2, waits at a barrier (a blocking
 * wait, which the exploration does not model: it cannot go on there) before it starts the worker;
 * then main and the worker write x without a lock. The search with sampled values (0, 1, 2, 3,
 * -1) once ended at the first run that reached the wait; a race-finding search now ends only that
 * run, and finds the race on a run with a small k. */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

int x;
pthread_barrier_t go;

void *worker(void *arg) {
  x = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_barrier_init(&go, 0, 1);
  int k = __VERIFIER_nondet_int() + 1;
  if (k > 2)
    pthread_barrier_wait(&go);
  pthread_create(&t, 0, worker, 0);
  x = 2;
  pthread_join(t, 0);
  return 0;
}
