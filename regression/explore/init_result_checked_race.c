/* main stops when its mutex's initialisation fails (glibc's never does), then starts the worker
 * and writes g without the lock the worker holds for its write: a write-write race on every run
 * past the check. 0, success, is a result every pthread_mutex_init call may have
 * (possible-results in the pthread models), so a run through the check is real and the race is
 * confirmed, by the exploration and by the precise checker alike; a library result the models
 * say nothing of leaves such a race unconfirmed (unknown_result_branch_race.c). */
#include <pthread.h>
#include <stdlib.h>

int g;
pthread_mutex_t m;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  g = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a;
  if (pthread_mutex_init(&m, 0) != 0)
    exit(1);
  pthread_create(&a, 0, worker, 0);
  g = 2;
  pthread_join(a, 0);
  return 0;
}
