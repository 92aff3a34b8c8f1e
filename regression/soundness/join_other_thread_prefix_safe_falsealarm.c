/*
 * Class: main joins a thread of a third start function before it starts the two threads of a
 * pair, and starts them only if that thread did not set flag; it always does, so the workers never
 * run and cannot race. The lockset stage does not follow flag's value (a false alarm).
 * Before the fix: --precise confirmed the workers' race: main, run as the sequential prefix of the
 * pair, went on past the join as if setter had never run. Now setter runs to its end at the join.
 */
#include <pthread.h>

pthread_t ts, t1, t2;
int flag;
int data;

void *setter(void *arg) {
  flag = 1;
  return 0;
}

void *worker(void *arg) {
  data = data + 1;
  return 0;
}

int main(void) {
  pthread_create(&ts, 0, setter, 0);
  pthread_join(ts, 0);
  if (flag == 0) {
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
  }
  return 0;
}
