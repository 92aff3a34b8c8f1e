/*
 * Class: a helper that creates a thread, called twice by main; the handle is overwritten by the
 * second call, so the join in the stop helper waits for the second thread only. The first still
 * runs when main writes: a real race. A create site in a helper makes a join certain only when
 * the helper runs at most once.
 * Before the fix: reported (creates outside main were never certain) and confirmed; it must stay
 * reported. --precise confirms it again, on a real run: main's join runs the second thread, told
 * apart by its handle, to its end, and main writes while the first one runs (docs/pthread.md).
 */
#include <pthread.h>

pthread_t t;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int data;

void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  data = 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

void start(void) {
  pthread_create(&t, 0, worker, 0);
}

void stop(void) {
  pthread_join(t, 0);
}

int main(void) {
  start();
  start();
  stop();
  data = 2;
  return data;
}
