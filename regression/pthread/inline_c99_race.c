/* Class: a C99 inline definition in a program of one file (see inline_c99_safe.c): its body is
 * analysed, so the unprotected update races between two instances of the thread. Before the fix
 * the call was an unmodelled extern and the pair unverified. */
#include <pthread.h>

unsigned value;

inline unsigned inc(void) {
  unsigned v = value;
  value = v + 1;
  return v + 1;
}

void *thr(void *arg) {
  inc();
  return 0;
}

int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, thr, 0);
  }
}
