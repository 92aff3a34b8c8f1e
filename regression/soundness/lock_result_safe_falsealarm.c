/* Class: the result of a lock operation (pthread_mutex_lock's, a kernel lock's saved flags) is
   not computed by the lifted program. It was an unmarked fresh value, which the precise checker
   took for one a run returns, and it confirmed the race behind lock() != 0. Now it is an
   over-approximation whose possible result is POSIX's success, 0 ({:possible_results 0}): the
   precise checker narrows it to 0; the lockset stage keeps both branches (an accepted false
   alarm). */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
void *t(void *a) { x = 2; return 0; }
int main(void) {
  pthread_t th;
  pthread_create(&th, 0, t, 0);
  if (pthread_mutex_lock(&m) != 0) {
    x = 1;
  } else {
    pthread_mutex_unlock(&m);
  }
  pthread_join(th, 0);
  return 0;
}
