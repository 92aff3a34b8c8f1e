/*
 * Class: a thread handle overwritten by a plain store before the join (`t1 = t2`): both joins
 * wait for the second thread, the first one still runs when main writes. A real race.
 * Before the fix: race-free (wrong): a join counted as certain when only its create site passed
 * a pointer to the handle, whatever else stored there.
 */
#include <pthread.h>

pthread_t t1, t2;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int data;

void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  data = 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  t1 = t2;
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  data = 2;
  return data;
}
