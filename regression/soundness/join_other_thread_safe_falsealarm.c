/*
 * Class: main joins a thread of a third start function (neither thread of the pair) and then
 * depends on what that thread wrote. main only writes data unlocked when flag is still 0 after
 * joining setter, which always sets it: no race.
 * Before the fix: --precise confirmed a write-write race on data: after a join certain to be of
 * another start function main went on as if that thread had never run (flag still 0), an
 * execution that cannot happen. Now the joined instance runs to its end at the join.
 */
#include <pthread.h>

pthread_t ts, tw;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int flag;
int data;

void *setter(void *arg) {
  flag = 1;
  return 0;
}

void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  data = data + 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_create(&tw, 0, worker, 0);
  pthread_create(&ts, 0, setter, 0);
  pthread_join(ts, 0);
  if (flag == 0) {
    data = 5;
  }
  pthread_join(tw, 0);
  return 0;
}
