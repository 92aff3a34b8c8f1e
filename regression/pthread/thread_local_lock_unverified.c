/* Each worker locks its own _Thread_local mutex: no two workers ever hold the same lock, so their
 * updates of total race (the report: unverified, a lock it cannot resolve). Every thread's mutex is at the variable's one address in the lifted
 * program, and one lock constant for them all once "proved" the program race-free: a lock in a
 * per-thread object is now unresolved, and the workers' pair unverified. */
#include <pthread.h>

__thread pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total = total + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
