/* The worker compares k with 0 and -1 only, and then computes k & 2 (a bitwise and of two
 * variables, which the exploration computes). A search that gave k one representative per
 * literal and one for "none of them" (1) would never see k & 2 != 0, and "proved" the program: an
 * operand of a computed instruction is a use like any other, so k is not enumerated that way.
 * With k = 2 the worker writes x while main does: a race. */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

int x;

void *worker(void *arg) {
  int k = __VERIFIER_nondet_int();
  if (k == 0 || k == -1)
    return 0;
  if ((k & 2) != 0)
    x = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  x = 2;
  pthread_join(t, 0);
  return 0;
}
