/* Two objects freed through deallocation wrappers (release calls drop, which frees its pointer
 * after a NULL check): the thread writes and releases one, main the other, without a lock.
 * Race-free; the lockset stage proves it, since each call of a function that only frees its
 * parameter is the deallocation of that call's argument (its parameter does not make every
 * object it frees one object). */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  int value;
};

static void drop(void *p) {
  if (p)
    free(p);
}

static void release(struct cell *c) {
  drop(c);
}

void *worker(void *arg) {
  struct cell *c = arg;
  c->value = 1;
  release(c);
  return NULL;
}

int main(void) {
  pthread_t t;
  struct cell *a = malloc(sizeof *a);
  struct cell *b = malloc(sizeof *b);
  if (!a || !b)
    return 1;
  pthread_create(&t, NULL, worker, a);
  b->value = 2;
  drop(b);
  pthread_join(t, NULL);
  return 0;
}
