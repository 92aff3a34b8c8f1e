/* main starts the worker inside an SV-COMP atomic section and then writes x there; the worker
 * writes x too. The worker did not exist when the section began, so the search of every
 * interleaving cannot place its write before the section (it once showed that impossible
 * interleaving as a confirmed race): a race met while such a section runs is not confirmed, and
 * no proof either. The context-bounded checker never switches threads inside a section, so it
 * does not confirm the race (its interleaving once ran the worker inside main's section). */
#include <pthread.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int x;

void *worker(void *arg) {
  x = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  __VERIFIER_atomic_begin();
  pthread_create(&t, 0, worker, 0);
  x = 2;
  __VERIFIER_atomic_end();
  pthread_join(t, 0);
  return 0;
}
