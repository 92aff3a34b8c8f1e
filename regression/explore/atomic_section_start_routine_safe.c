/* A __VERIFIER_atomic_* function run as a thread's start routine: SV-COMP runs its whole body
 * as one atomic step, so its two writes never interleave with main's section. Race-free.
 * Before: the frontend wrapped only direct calls of atomic functions in the section's lock, so
 * the start routine ran outside any section and --precise confirmed a race inside it. Now the
 * body of an atomic function whose address is taken holds the section itself. */
#include <pthread.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int x;

void *__VERIFIER_atomic_worker(void *arg) {
  x = 1;
  x = 3;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, __VERIFIER_atomic_worker, 0);
  __VERIFIER_atomic_begin();
  x = 2;
  __VERIFIER_atomic_end();
  pthread_join(t, 0);
  return 0;
}
