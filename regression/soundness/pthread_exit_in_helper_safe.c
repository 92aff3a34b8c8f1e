/* Race-free, and proved so by exploring every interleaving (docs/pthread.md); the lockset stage
 * alone reports the false alarm this fixture was written for. */
/* Class: pthread_exit() called in a helper, in the precise checker. The thread that comes second
 * ends itself in give_up(), so only the first writes `result`: race-free. The lockset analysis
 * reports the unprotected writes, a false alarm. Before the fix the precise checker returned
 * from give_up() (the frontend lets a path return after a call that does not return) and the
 * thread ran on to its write: a race confirmed that no execution has. */
#include <pthread.h>

int taken;
int result;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void give_up(void) {
  pthread_exit(0);
}

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int first = !taken;
  taken = 1;
  pthread_mutex_unlock(&m);
  if (!first) {
    give_up();
  }
  result = (int)(long)arg;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_create(&t2, 0, worker, (void *)2);
  return 0;
}
