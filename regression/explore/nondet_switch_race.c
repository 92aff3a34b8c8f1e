/* nondet_switch_safe with one broken case: in mode 2 both the worker and main write the data, with
 * no lock and no order between them. Only the runs where the switch takes case 2 race. */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

int mode;
int data;

void *worker(void *arg) {
  if (mode != 0) {
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
  if (mode == 0 || mode == 2) {
    data = 2;
  }
  pthread_join(t, NULL);
  return 0;
}
