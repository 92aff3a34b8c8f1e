/* Race-free, and proved so by exploring every interleaving (docs/pthread.md); the lockset stage
 * alone reports the false alarm this fixture was written for. */
// Class: joins in a loop over an array of handles. main starts four threads, keeping their handles
// in an array, joins all of them and only then reads what they wrote: race-free. The lockset stage
// does not know that the loop joins every thread (a join of an array element is not certain of its
// thread): a false alarm on data. The precise checker tells the joined threads apart by their
// handles and must confirm nothing: each join runs its thread to its end, or ends main where it
// joins thread 2's.
#include <pthread.h>

int data;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  data = data + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t tids[4];
  for (int i = 0; i < 4; i++) {
    pthread_create(&tids[i], 0, worker, 0);
  }
  for (int i = 0; i < 4; i++) {
    pthread_join(tids[i], 0);
  }
  return data;
}
