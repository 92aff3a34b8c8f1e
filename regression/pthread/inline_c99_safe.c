/* Class: a C99 inline definition (plain `inline`, no `extern`) in a program of one file, as in
 * SV-COMP's pthread-ext tasks. Under C99's rules clang at -O0 calls an external definition the
 * program does not have, so before the fix the call was an unmodelled extern and both pairs were
 * unverified ("extern-call: inc: external function without a model"). A program of one file is
 * compiled with GNU inline semantics: the inline definition is the function's body. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned value;

inline unsigned inc(void) {
  pthread_mutex_lock(&m);
  unsigned v = value;
  value = v + 1;
  pthread_mutex_unlock(&m);
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
