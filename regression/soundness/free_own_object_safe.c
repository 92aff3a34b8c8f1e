/* Class: a range of unknown size (free(p), whose extent is the object's) in the precise checker.
 * Each thread gets its own object, allocated in main's loop, writes it and frees it. The lockset
 * analysis sees one abstract object (one allocation site) and reports a potential race. Before the
 * fix the precise checker let free(t) write at any address from t on, into the other thread's
 * object, and confirmed 2 races that no execution has. A range of unknown size now ends within
 * its object (objects are smaller than 2^40 bytes; allocations lie 2^41 apart). The exploration
 * of every interleaving, which sees free(t) as a write of t's object alone, proves the program
 * race-free (until it modelled free, this fixture was an accepted false alarm). */
#include <pthread.h>
#include <stdlib.h>

struct thread {
  int data;
};

void *worker(void *arg) {
  struct thread *t = arg;
  t->data = 1;
  free(t);
  return 0;
}

int main(void) {
  pthread_t tids[2];
  for (int i = 0; i < 2; i++) {
    struct thread *t = malloc(sizeof(struct thread));
    pthread_create(&tids[i], 0, worker, t);
  }
  return 0;
}
