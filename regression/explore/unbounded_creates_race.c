/* main starts workers without end (SV-COMP's `while (1) pthread_create(...)`). Each worker takes
 * a lock written as SV-COMP atomic functions four times, then writes `last` without it: two
 * workers' writes race. Every interleaving of ever more workers is more than the search's state
 * budget holds before two of them have finished their rounds; the search that lets at most three
 * threads run at once (main waits at its next create: a real execution in which main is not yet
 * scheduled again) reaches the race. */
#include <pthread.h>

extern void __VERIFIER_assume(int cond);

int m = 0;
int served = 0;
int last;

void __VERIFIER_atomic_acquire(int *w) {
  __VERIFIER_assume(*w == 0);
  *w = 1;
}

void __VERIFIER_atomic_release(int *w) {
  __VERIFIER_assume(*w == 1);
  *w = 0;
}

void *worker(void *arg) {
  for (int round = 0; round < 4; round++) {
    __VERIFIER_atomic_acquire(&m);
    served = served + 1;
    __VERIFIER_atomic_release(&m);
  }
  last = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, worker, 0);
  }
}
