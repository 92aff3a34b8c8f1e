/*
 * Class: a thread handle overwritten by a struct copy (`hs = tmp;`, a block copy, not a plain
 * store) before the joins: both joins wait for the second thread, the first one still runs when
 * main writes. A real race.
 * Before the fix: race-free (wrong): only stores and library writes were looked for.
 */
#include <pthread.h>

struct handles { pthread_t a; pthread_t b; };
struct handles hs, tmp;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int data;

void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  data = 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_create(&hs.a, 0, worker, 0);
  pthread_create(&hs.b, 0, worker, 0);
  tmp = hs;
  tmp.a = tmp.b;
  hs = tmp;
  pthread_join(hs.a, 0);
  pthread_join(hs.b, 0);
  data = 2;
  return data;
}
