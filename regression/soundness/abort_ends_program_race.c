/* Class: abort() and exit() in the precise checker (see abort_ends_program_safe.c):
 * here the thread that comes second writes `result` before it aborts, so the two writes race;
 * the precise checker confirms the race that happens before the program ends. */
#include <pthread.h>
#include <stdlib.h>

int taken;
int result;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int first = !taken;
  taken = 1;
  pthread_mutex_unlock(&m);
  result = (int)(long)arg;
  if (!first) {
    abort();
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_create(&t2, 0, worker, (void *)2);
  return 0;
}
