/* Class: values the lifted program over-approximates (a bitwise or of two variables: any value)
 * that a branch tests. The thread writes the counter only if i | 4 is 0, which it never is: no
 * race, and the lockset analysis reports a potential one. The precise checker may not confirm
 * it: the havocked value reaches the branch, so a race through it stays inconclusive ("0
 * confirmed, 1 not confirmed (interleavings in over-approximated pairs)", without the exploration), also now that an
 * over-approximated value nothing depends on no longer makes a race inconclusive
 * (overapprox_unused_race). The exploration of interleavings computes i | 4 and proves the program
 * race-free. */
#include <pthread.h>

int counter;

void *worker(void *arg) {
  unsigned long i = (unsigned long)arg;
  if ((i | 4) == 0)
    counter = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)1);
  counter = 2;
  pthread_join(t, 0);
  return 0;
}
