/* A worker's SV-COMP atomic section sets a flag, writes x and clears the flag; main reads the
 * flag with no section and writes x if it saw it set. The read races with the section (main's
 * read and the worker's section are both enabled at the start), but main can never see the flag
 * set: the section runs as one step, so the flag is 0 before and after it. The write-write race
 * on x is therefore not real, and must not be confirmed: the context-bounded checker once
 * switched threads inside the section and confirmed it with that interleaving. */
#include <pthread.h>

int x, flag;

void __VERIFIER_atomic_publish(void) {
  flag = 1;
  x = 1;
  flag = 0;
}

void *worker(void *arg) {
  __VERIFIER_atomic_publish();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  if (flag)
    x = 2;
  pthread_join(t, 0);
  return 0;
}
