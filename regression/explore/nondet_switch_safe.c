/* main picks a mode with a switch over a nondeterministic value before it starts the worker; the
 * worker writes the data only in mode 1, main only in the other modes. Race-free through the
 * value of mode, which the lockset analysis does not follow; the exploration of every
 * interleaving enumerates the switch's value, which is only compared with the case constants:
 * one run per case and one for "none of them". */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

int mode;
int data;

void *worker(void *arg) {
  if (mode == 1) {
    data = 1;
  }
  return NULL;
}

int main(void) {
  pthread_t t;
  switch (__VERIFIER_nondet_int()) {
  case 1:
    mode = 1;
    break;
  case 2:
    mode = 2;
    break;
  default:
    mode = 0;
    break;
  }
  pthread_create(&t, NULL, worker, NULL);
  if (mode != 1) {
    data = 2;
  }
  pthread_join(t, NULL);
  return 0;
}
