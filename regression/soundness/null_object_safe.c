/* Race-free, and proved so by exploring every interleaving (docs/pthread.md); the lockset stage
 * alone reports the false alarm this fixture was written for. */
/* Class: accesses through a null pointer in the precise checker. main gives each of two threads
 * its own object; the lockset analysis merges the two allocation sites into one region (both reach
 * the thread's parameter) and reports a potential race, a false alarm. Before the fix the precise
 * checker let both mallocs fail, gave both threads NULL, and confirmed 2 races on address 0 (each
 * thread "incrementing its object" there): an access below the first object's address faults and
 * ends the program, it is never a race. The checker now assumes every access's address valid. */
#include <pthread.h>
#include <stdlib.h>

struct counter {
  int n;
};

void *worker(void *arg) {
  struct counter *c = arg;
  c->n = c->n + 1;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  struct counter *a = malloc(sizeof(struct counter));
  pthread_create(&t1, 0, worker, a);
  struct counter *b = malloc(sizeof(struct counter));
  pthread_create(&t2, 0, worker, b);
  return 0;
}
