/* nondet_switch_safe, but the nondeterministic value is also stored (main keeps the event it
 * picked in a global): a value that flows anywhere but into comparisons with constants is not
 * enumerated, so the exploration takes each case of the switch as possible (more runs than the
 * program has) and proves the program race-free on all of them. It once stopped at the switch,
 * and the lockset stage's false alarm stood. */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

int mode;
int last_event;
int data;

void *worker(void *arg) {
  if (mode == 1) {
    data = 1;
  }
  return NULL;
}

int main(void) {
  pthread_t t;
  int event = __VERIFIER_nondet_int();
  last_event = event;
  switch (event) {
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
