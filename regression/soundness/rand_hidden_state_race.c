/* Class: C library functions with hidden state (issue #24): rand() returns a new value on every
   call, so two calls need not agree. The thread writes `flag` only when two calls of rand()
   differ; a model of rand() as a function of its arguments would make that path infeasible and
   the race with main's read invisible. pairlock models rand() as a fresh value per call (a
   `pure` model lowers to a havoc of the result): it printed this race before this fixture was
   added, which guards it. */
#include <pthread.h>
#include <stdlib.h>

int flag;

void *work(void *arg) {
  if (rand() != rand()) {
    flag = 1;
  }
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  int seen = flag;
  pthread_join(t, 0);
  return seen;
}
