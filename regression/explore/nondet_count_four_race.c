/* main reads a nondeterministic count (0 to 9) and starts two workers only when it is at least 4;
 * each worker writes data, a nondeterministic value, under a lock (an element of an array of
 * locks, which the lockset analysis cannot name, so the exploration runs), and main reads data
 * without it: a race on the runs with a count of 4 or more. The exact search cannot enumerate
 * the count (compared with a bound); the search with sampled values (0, 1, 2, 3, 4, -1: each a
 * real result) runs the count 4. It first samples only the values main gets before any thread
 * starts, leaving each worker's value unknown, as the exact search does (no branch looks at it):
 * a state per worker's write, not one per sample. */
#include <pthread.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

pthread_mutex_t *locks;
int slot;
int data;

void *worker(void *arg) {
  pthread_mutex_lock(&locks[slot]);
  data = __VERIFIER_nondet_int();
  pthread_mutex_unlock(&locks[slot]);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 9) {
    return 0;
  }
  locks = malloc(2 * sizeof(pthread_mutex_t));
  if (!locks) {
    return 0;
  }
  pthread_mutex_init(&locks[slot], NULL);
  if (n >= 4) {
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
  }
  return data;
}
