/* SV-COMP atomic sections: an __VERIFIER_atomic_ function and an atomic_begin/end block. */
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int flag;
int count;

void __VERIFIER_atomic_acquire(void) {
  if (flag == 0)
    flag = 1;
}

void *t1(void *arg) {
  __VERIFIER_atomic_acquire();
  __VERIFIER_atomic_begin();
  count = count + 1;
  __VERIFIER_atomic_end();
  return NULL;
}

void *t2(void *arg) {
  __VERIFIER_atomic_begin();
  flag = 0;
  count = count - 1;
  __VERIFIER_atomic_end();
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t1, NULL);
  pthread_create(&b, NULL, t2, NULL);
  return 0;
}
