/* Each thread has its own _Thread_local counter and mode: the workers' updates of them never
 * race, and a worker that sets its mode then reads it back always takes the lock around the
 * shared total (no other thread can change its mode in between). */
#include <pthread.h>

_Thread_local int calls;
__thread int locked_mode;
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void count(void) {
  calls = calls + 1;
}

void *worker(void *arg) {
  count();
  count();
  locked_mode = 1;
  if (locked_mode)
    pthread_mutex_lock(&m);
  total = total + calls;
  if (locked_mode)
    pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  calls = 5;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  count();
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
