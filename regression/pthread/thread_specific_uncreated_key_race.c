/* Keys read before (or without) their create: A's create may not run, and then A holds what it
 * held before, 0, which glibc gives the first key created, B. The worker stores &shared under A
 * and reads it back under B, then writes shared through it while main writes shared: a race on
 * the run where A's create does not run. One slot per create site (the variable's key, resolved)
 * kept A's and B's slots apart and proved the program; the slots are one array indexed by the
 * key's value now, in which any key may be any slot. */
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_key_t A;
pthread_key_t B;
int shared;
void *worker(void *arg) {
  pthread_setspecific(A, &shared);
  int *p = pthread_getspecific(B);
  if (p) *p = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  if (__VERIFIER_nondet_int()) pthread_key_create(&A, 0);
  pthread_key_create(&B, 0);
  pthread_create(&t, 0, worker, 0);
  shared = 2;
  pthread_join(t, 0);
  return 0;
}
