/* Workers increment a counter inside an SV-COMP atomic section (a function named
 * __VERIFIER_atomic_*, which runs as one step); main reads the counter outside any section: the
 * read races with a worker's section. With the solver out of budget, the exploration of every
 * interleaving confirms it: while a thread is inside a section no other thread moves, so main's
 * read and the worker's section were both enabled where the section began (it once gave up on
 * every race with an access inside a section). */
#include <pthread.h>

int counter;

void __VERIFIER_atomic_increment(void) {
  counter = counter + 1;
}

void *worker(void *arg) {
  __VERIFIER_atomic_increment();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int seen = counter;
  pthread_join(t, 0);
  return seen;
}
