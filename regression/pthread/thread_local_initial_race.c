/* main sets its own _Thread_local mode before it starts the worker; the worker's mode is a new
 * object, still 0, so the worker updates the total without the lock while main updates it with
 * the lock: a race. (Reading main's value in the worker would hide it.) */
#include <pthread.h>

__thread int mode;
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  if (mode == 0)
    total = total + 1;
  return 0;
}

int main(void) {
  pthread_t t;
  mode = 1;
  pthread_create(&t, 0, worker, 0);
  if (mode) {
    pthread_mutex_lock(&m);
    total = total + 2;
    pthread_mutex_unlock(&m);
  }
  pthread_join(t, 0);
  return 0;
}
