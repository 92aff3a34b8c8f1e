// Class: a condition variable's wait releases its mutex and takes it again. Every access to
// `ready` and `data` holds m, also main's after its wait loop (the wait returns with m held), so
// the program is race-free: the wait's release and re-acquisition must not cost a false alarm, and
// the precise checker, which now lets the worker take m while main waits, confirms nothing.
#include <pthread.h>

int ready;
int data;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  data = 42;
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  int v;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, worker, 0);
  while (!ready) {
    pthread_cond_wait(&c, &m);
  }
  v = data;
  pthread_mutex_unlock(&m);
  return v;
}
