/* A driver-like environment model (as LDV writes them): a manager thread picks its next event with
 * a switch over a nondeterministic value, starts a helper on "probe", joins it on "disconnect"
 * (storing its result in a local) and only then writes the device state without the lock; the
 * helper writes it under the lock. Race-free: the manager's own state (running) orders its
 * writes after the join. The lockset analysis cannot see that (the join is not in main); the
 * exploration of every interleaving follows the handle the create stored to the thread it joins,
 * gives a thread joined in the loop its place back (and the local of a returned call its
 * address), so the loop comes back to states it has seen. */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
pthread_t helper_thread;
int device_state;

void *helper(void *arg) {
  while (1) {
    switch (__VERIFIER_nondet_int()) {
    case 1:
      pthread_mutex_lock(&lock);
      device_state = 1;
      pthread_mutex_unlock(&lock);
      break;
    case 2:
      return NULL;
    }
  }
}

void *manager(void *arg) {
  int running = 0;
  while (1) {
    switch (__VERIFIER_nondet_int()) {
    case 0: /* probe */
      if (!running) {
        pthread_create(&helper_thread, NULL, helper, NULL);
        running = 1;
      }
      break;
    case 1: /* disconnect */
      if (running) {
        void *status;
        pthread_join(helper_thread, &status);
        running = 0;
        device_state = 2;
      }
      break;
    case 2: /* unload */
      if (!running) {
        goto out;
      }
      break;
    }
  }
out:
  device_state = 3;
  return NULL;
}

int main(void) {
  pthread_t m;
  pthread_create(&m, NULL, manager, NULL);
  pthread_join(m, NULL);
  return 0;
}
