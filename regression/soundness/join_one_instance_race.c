/*
 * Class: two instances of one start function, both created by main; main joins one of them and
 * then writes shared data unlocked while the other instance still runs: a real race.
 * Before the fix: reported by the lockset stage, but --precise confirmed nothing (0 confirmed): its
 * model has two threads, and a join of either instance ended "the" second thread, so nothing main
 * does after the join was explored. Now a certain join of an instance that is not the pair's
 * second thread runs that instance to its end at the join (a real schedule) and main goes on.
 */
#include <pthread.h>

pthread_t t1, t2;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int data;

void *worker(void *arg) {
  int *p = arg;
  pthread_mutex_lock(&lock);
  *p = *p + 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_create(&t1, 0, worker, &data);
  pthread_create(&t2, 0, worker, &data);
  pthread_join(t1, 0);
  data = 5;
  pthread_join(t2, 0);
  return data;
}
