/* Race-free, and proved so by exploring every interleaving (docs/pthread.md); the lockset stage
 * alone reports the false alarm this fixture was written for. */
/* Class: abort() and exit() in the precise checker. Two threads take a ticket under the mutex;
 * the one that comes second calls abort() (through SV-COMP's assume_abort_if_not), which ends
 * the whole program, so only the first ever writes `result`: race-free. The lockset analysis
 * reports the unprotected writes, a false alarm. Before the fix the precise checker let a thread
 * run on past abort() (the call returned, as it does for the lockset analysis, where that only
 * adds behaviours) and confirmed the write-write race on result: not an execution. */
#include <pthread.h>
#include <stdlib.h>

int taken;
int result;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void assume_abort_if_not(int cond) {
  if (!cond) {
    abort();
  }
}

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int first = !taken;
  taken = 1;
  pthread_mutex_unlock(&m);
  assume_abort_if_not(first);
  result = (int)(long)arg;
  return 0;
}

void *other(void *arg) {
  pthread_mutex_lock(&m);
  int first = !taken;
  taken = 1;
  pthread_mutex_unlock(&m);
  if (!first) {
    exit(1);
  }
  result = 2;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_create(&t2, 0, other, 0);
  return 0;
}
