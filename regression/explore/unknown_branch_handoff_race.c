/* As unknown_branch_handoff_safe.c, but main reads `data` before it waits for the flag: the read
 * races with the producer's write on either side of its branch. The exact search meets the race
 * only on runs where it took the branch on the unknown number either way, which it does not
 * confirm; the search with sampled values (x = 0, a real result) confirms it. */
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
  int seen = data;
  while (!atomic_load(&ready)) {
  }
  pthread_join(t, NULL);
  return seen > 0;
}
