// Class: joins in a loop over an array of handles. main starts four threads, keeping their handles
// in an array, joins three of them and reads what the fourth may still be writing. A join of an
// array element is not certain of its thread, so the precise checker ended main at the first
// such join: before, pairlock --precise printed "0 confirmed" (potential read-write race on
// data). Each create now stores a handle of its own, and main's join of a handle it stored runs
// that thread to its end there, unless it is thread 2's, where main ends.
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
  for (int i = 0; i < 3; i++) {
    pthread_join(tids[i], 0);
  }
  return data;
}
