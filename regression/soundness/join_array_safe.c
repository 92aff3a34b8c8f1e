/* Race-free, and proved so by exploring every interleaving (docs/pthread.md); the lockset stage
 * alone reports the false alarm this fixture was written for. */
/*
 * Class: a join the analysis cannot prove certain (the handle is an array element), then main
 * writes. The program is race-free; the lockset stage keeps main's write checked against the
 * worker (an accepted false alarm), but the precise checker must not confirm it: main waits at
 * the join until the worker has ended.
 * Before the fix: --precise confirmed the race (main ran on past the join while the worker ran).
 */
#include <pthread.h>

pthread_t threads[1];
int data;

void *worker(void *arg) {
  data = 1;
  return 0;
}

int main(void) {
  pthread_create(&threads[0], 0, worker, 0);
  pthread_join(threads[0], 0);
  data = 2;
  return data;
}
