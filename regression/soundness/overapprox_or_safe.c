/* Class: values the lifted program over-approximates (a bitwise or of two variables, a shift by a
 * variable, floating point: any value) in the precise checker. The thread writes slot i | 4 of the
 * array, never slot 0, which main writes; the lockset analysis sees one array region and reports a
 * potential race, a false alarm. Before the fix the precise checker took i | 4 to be 0 and
 * confirmed the race ("1 confirmed"; SV-COMP's thread-join-binomial, with i | (1 << step)). A
 * race whose execution passes an over-approximated value is now inconclusive: not counted as
 * confirmed ("0 confirmed, 1 not confirmed (interleavings in over-approximated pairs)", without the exploration). The
 * exploration of interleavings computes i | 4 (the lifted program says which instruction the
 * havoc stands for) and proves the program race-free. */
#include <pthread.h>

int data[8];

void *worker(void *arg) {
  unsigned long i = (unsigned long)arg;
  data[i | 4] = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)1);
  data[0] = 2;
  pthread_join(t, 0);
  return 0;
}
