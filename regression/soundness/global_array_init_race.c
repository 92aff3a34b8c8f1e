/* Class: a global array's initial values in the precise checker (see
 * global_array_init_safe.c): here the two threads read different initialised elements
 * (3 and 7), so whichever locks second may raise `best` again, unordered with the first thread's
 * unprotected read of it; the precise checker confirms the race with the array's real initial
 * values (as it did before, with any values). */
#include <pthread.h>

int values[4] = {0, 3, 7, 0};
int best;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  int i = (int)(long)arg;
  int e = values[i & 3];
  pthread_mutex_lock(&m);
  if (e > best) {
    best = e;
  }
  pthread_mutex_unlock(&m);
  return (void *)(long)best;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_create(&t2, 0, worker, (void *)2);
  return 0;
}
