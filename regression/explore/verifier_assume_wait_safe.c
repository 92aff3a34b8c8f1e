/* main waits inside an SV-COMP atomic function until the worker has raised the flag
 * (__VERIFIER_assume in a section: the section runs only when the flag is 1), and only then writes
 * x; the worker writes x before it raises the flag. Race-free. __VERIFIER_assume once had no
 * effect, and the search of every interleaving confirmed a race on a run where main went on with
 * the flag still 0. */
#include <pthread.h>

extern void __VERIFIER_assume(int cond);

int flag;
int x;

void __VERIFIER_atomic_raise(void) {
  flag = 1;
}

void __VERIFIER_atomic_wait(void) {
  __VERIFIER_assume(flag == 1);
}

void *worker(void *arg) {
  x = 1;
  __VERIFIER_atomic_raise();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  __VERIFIER_atomic_wait();
  x = 2;
  return 0;
}
