/* Class: C library input functions (sscanf, named __isoc99_sscanf by glibc's headers) without a
 * model. main parses its arguments before it starts the thread; before the model the call was an
 * unmodelled extern and the pair unverified ("extern-call: __isoc99_sscanf"). sscanf reads its
 * string and format and writes through every pointer passed after them. */
#include <pthread.h>
#include <stdio.h>

int limit;
int count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  if (count < limit) {
    count++;
  }
  pthread_mutex_unlock(&m);
  return 0;
}

int main(int argc, char *argv[]) {
  pthread_t t;
  if (argc > 1) {
    sscanf(argv[1], "%d", &limit);
  }
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  count = 0;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
