/* An atomic function called inside a __VERIFIER_atomic_begin/_end section: its call's section
 * nests in main's (SV-COMP: the section goes on to main's end). Racy: main's write after the
 * section and the worker's write, neither in a section. The frontend still wraps the inner call
 * in the section's lock, which main already holds: the precise checker's run waits there for
 * ever and the exploration of interleavings ends without a proof ("takes a lock it holds"), so
 * neither confirms an interleaving inside the section; the race stays potential. */
#include <pthread.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int x;
int y;

void __VERIFIER_atomic_bump(void) {
  y = y + 1;
}

void *worker(void *arg) {
  x = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  __VERIFIER_atomic_begin();
  __VERIFIER_atomic_bump();
  __VERIFIER_atomic_end();
  x = 2;
  pthread_join(t, 0);
  return 0;
}
