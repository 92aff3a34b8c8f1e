/* main starts a nondeterministic number of workers (1 to 3, as SV-COMP's assume_abort_if_not
 * lets it) that increment a counter without a lock: with two or more, two increments race. The
 * count is compared with bounds, not only with constants for equality, so the exact search of
 * every interleaving cannot enumerate it; the search with sampled values for
 * __VERIFIER_nondet_int (0, 1, 2, 3, -1: every one a real result) finds the race on the run with 2
 * workers, a real execution. */
#include <pthread.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static void assume_abort_if_not(int cond) {
  if (!cond) {
    abort();
  }
}

int counter;

void *worker(void *arg) {
  counter = counter + 1;
  return NULL;
}

int main(void) {
  pthread_t t[3];
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 1 && n <= 3);
  for (int i = 0; i < n; i++) {
    pthread_create(&t[i], NULL, worker, NULL);
  }
  for (int i = 0; i < n; i++) {
    pthread_join(t[i], NULL);
  }
  return 0;
}
