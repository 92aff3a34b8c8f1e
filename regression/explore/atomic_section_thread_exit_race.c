/*
 * Class: a thread that ends inside SV-COMP's atomic section (an atomic function used as a start
 * routine that calls pthread_exit). The section ends with its thread; afterwards t2 passes its
 * own section and writes x while main writes x: a race. The exploration kept the section held
 * by the ended thread, t2 blocked at its section forever, and the program was proved race-free.
 * Now a thread's end releases the section (mutexes stay held).
 */
#include <pthread.h>
int x;
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void *__VERIFIER_atomic_w(void *a) { pthread_exit(0); }
void *t2(void *a) { __VERIFIER_atomic_begin(); __VERIFIER_atomic_end(); x = 2; return 0; }
int main(void) {
  pthread_t a, b;
  if (pthread_create(&a, 0, __VERIFIER_atomic_w, 0) != 0) return 0;
  pthread_join(a, 0);
  pthread_create(&b, 0, t2, 0);
  x = 1;
  pthread_join(b, 0);
  return 0;
}
