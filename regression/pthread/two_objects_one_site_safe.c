/* Race-free, and proved so by exploring every interleaving (docs/pthread.md); the lockset stage
 * alone reports the false alarm this fixture was written for. */
/* Two objects from one allocation site: the lockset stage cannot tell them apart (a potential
   race), but the thread only ever receives the first, and main writes the second: the precise
   checker binds the thread's argument to what main passed and confirms nothing. */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  int value;
};

void *worker(void *arg) {
  struct cell *c = arg;
  c->value = 1;
  return NULL;
}

int main(void) {
  struct cell *cells[2];
  pthread_t t;
  for (int i = 0; i < 2; i++) {
    cells[i] = malloc(sizeof(struct cell));
    if (!cells[i])
      return 1;
  }
  pthread_create(&t, NULL, worker, cells[0]);
  cells[1]->value = 2;
  pthread_join(t, NULL);
  return 0;
}
