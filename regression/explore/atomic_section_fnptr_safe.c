/* A __VERIFIER_atomic_* function called through a function pointer by one thread and directly by
 * main: each call runs as one atomic step (SV-COMP), so the writes never interleave. Race-free.
 * Before: the call through the pointer ran outside the section and --precise confirmed a race
 * between the two calls' writes. Now the body of an atomic function whose address is taken
 * holds the section itself, however it is called. */
#include <pthread.h>

int x;

void __VERIFIER_atomic_set(void) {
  x = 1;
  x = 3;
}

void (*volatile op)(void) = __VERIFIER_atomic_set;

void *worker(void *arg) {
  op();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  __VERIFIER_atomic_set();
  pthread_join(t, 0);
  return 0;
}
