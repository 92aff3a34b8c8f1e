/*
 * Class: threads created by a helper that main calls once (module_init()-like, creating on one
 * path only) and joined by another helper (module_exit()-like) that main calls only where the
 * first succeeded; main's accesses before the creates, on the failure path and after the joins
 * run while no worker exists.
 * Before the fix: potential races on `data` between main and worker (the create sites were not
 * in main, so the joins were not certain), and --precise confirmed main's write and read after
 * the joins, which cannot race.
 */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

pthread_t t1, t2;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int data;

void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  data = data + 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

int module_init(void) {
  data = 0;
  if (__VERIFIER_nondet_int()) {
    return -1;
  }
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  return 0;
}

void module_exit(void) {
  pthread_join(t1, 0);
  pthread_join(t2, 0);
}

int main(void) {
  if (module_init() == 0) {
    module_exit();
  }
  data = -1;
  return data;
}
