/* A producer computes a value by a branch on a nondeterministic number (an order comparison: the
 * search does not know which side a run takes), publishes it in `data` and then raises an atomic
 * flag; main waits for the flag before it reads `data`. No lock: race-free only through the flag.
 * The search takes each side of the branch as possible (more runs than the program has, so still
 * a proof when none of them races); it once stopped at the branch without one. */
#include <pthread.h>
#include <stdatomic.h>

extern int __VERIFIER_nondet_int(void);

atomic_int ready;
int data;

void *producer(void *arg) {
  int x = __VERIFIER_nondet_int();
  if (x > 10) {
    data = x;
  } else {
    data = 10 - x;
  }
  atomic_store(&ready, 1);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  while (!atomic_load(&ready)) {
  }
  int seen = data;
  pthread_join(t, NULL);
  return seen > 0;
}
