/* One thread updates the counter inside an atomic section, the other outside any. */
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int count;

void __VERIFIER_atomic_inc(void) {
  count = count + 1;
}

void *t1(void *arg) {
  __VERIFIER_atomic_inc();
  return NULL;
}

void *t2(void *arg) {
  count = 0;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t1, NULL);
  pthread_create(&b, NULL, t2, NULL);
  return 0;
}
