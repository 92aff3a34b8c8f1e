/* As nondet_thread_count_race.c, but the workers only race when main starts at least 5 of them
 * (each one before the fifth joins before the next starts). The exact search cannot enumerate
 * the count; the sampled values (0, 1, 2, 3, -1) never reach 5, so the sampling search finds no
 * race, and it proves nothing either: the race stays a potential one, never "race-free". */
#include <pthread.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static void assume_abort_if_not(int cond) {
  if (!cond) {
    abort();
  }
}

int counter;

void *worker(void *arg) {
  counter = counter + 1;
  return NULL;
}

int main(void) {
  pthread_t t[8];
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && n <= 8);
  for (int i = 0; i < n; i++) {
    pthread_create(&t[i], NULL, worker, NULL);
    if (i < 4) {
      pthread_join(t[i], NULL);
    }
  }
  for (int i = 4; i < n; i++) {
    pthread_join(t[i], NULL);
  }
  return 0;
}
