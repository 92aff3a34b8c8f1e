/* Race-free, and proved so by exploring every interleaving (docs/pthread.md); the lockset stage
 * alone reports the false alarm this fixture was written for. */
/* Class: C11/GCC atomics (issue #28): an atomic read-modify-write is one indivisible step. The
   threads take a spinlock made of an atomic exchange and release it with an atomic store, so
   their updates of `data` never overlap. The lockset stage does not see a spinlock built from
   atomics (a potential race on `data`, the false alarm this fixture accepts), but the precise
   checker must not confirm it: before the fix it ran the exchange as a read and a write with a
   context switch in between, let both threads take the lock and confirmed a race on `data` that
   no execution has. */
#include <pthread.h>
#include <stdatomic.h>

atomic_int busy;
int data;

void *work(void *arg) {
  while (atomic_exchange(&busy, 1)) {
  }
  data = data + 1;
  atomic_store(&busy, 0);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, work, 0);
  pthread_create(&t2, 0, work, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return data;
}
