/* Race-free, and proved so by exploring every interleaving (docs/pthread.md); the lockset stage
 * alone reports the false alarm this fixture was written for. */
/* Class: a global array's initial values in the precise checker. Every thread reads an element
 * of the zero-initialised array `values` (a static object's elements start at 0, C11 6.7.9p10)
 * and writes `best` only when the element is above it; `best` starts at 0, so no thread ever
 * writes it and the unprotected read cannot race. The lockset analysis reports the write-read
 * pair on best, a false alarm. Before the fix the precise checker's $global_init gave the
 * array's elements no initial value (only scalars had one), picked an element 1 > best and
 * confirmed races on best: not an execution. */
#include <pthread.h>

int values[4];
int table[3] = {1, 2, 3};
int best;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  int i = (int)(long)arg;
  int e = values[i & 3];
  if (table[i % 3] != (i % 3) + 1) {
    best = 5; /* never: the initialised elements are 1, 2, 3 */
  }
  pthread_mutex_lock(&m);
  if (e > best) {
    best = e;
  }
  pthread_mutex_unlock(&m);
  return (void *)(long)best;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_create(&t2, 0, worker, (void *)2);
  return 0;
}
