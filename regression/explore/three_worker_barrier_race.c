/* Workers meet at a barrier of three built from a counter in an atomic section: the third to
 * arrive opens it (writes `opened` in the section) while the others read `opened` outside it,
 * and the two released then write `done` without any lock: races that need three workers (two
 * wait until a third arrives). main starts workers without end, so the search
 * bounds the threads alive at once: with three (main and two workers) every run blocks at the
 * barrier, with four the race is found on an execution. */
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void abort(void);

unsigned count;
_Bool opened;
int done;

void *worker(void *arg) {
  __VERIFIER_atomic_begin();
  count++;
  if (count == 3) {
    opened = 1;
    count = 0;
    __VERIFIER_atomic_end();
  } else {
    __VERIFIER_atomic_end();
    if (!opened)
      abort();
    done = 1;
  }
  return 0;
}

int main(void) {
  pthread_t t;
  while (1)
    pthread_create(&t, 0, worker, 0);
}
