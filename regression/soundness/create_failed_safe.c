/* Race-free, and proved so by exploring every interleaving (docs/pthread.md); the lockset stage
 * alone reports the false alarm this fixture was written for. */
/*
 * Class: main writes shared data only on the path where pthread_create failed, where the thread
 * does not exist; no race. The lockset stage does not follow the create's result (a false alarm).
 * Before the fix: --precise confirmed a write-write race: a create always started its thread but
 * returned an unknown value, so the failure path ran beside the thread. Now a create returns 0 in
 * the precise checker (every run it explores is one where the create succeeded).
 */
#include <pthread.h>

pthread_t t;
int data;

void *worker(void *arg) {
  data = 1;
  return 0;
}

int main(void) {
  if (pthread_create(&t, 0, worker, 0) != 0) {
    data = 2;
    return 1;
  }
  pthread_join(t, 0);
  return 0;
}
