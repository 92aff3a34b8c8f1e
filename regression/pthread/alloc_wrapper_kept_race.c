/* A function that returns a fresh allocation but also hands the pointer to a helper that keeps
 * it (a cache) is no allocation wrapper: its calls share one object. main writes the second
 * object it got, the thread writes the cached one, the same object, without a lock: a race. */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  int value;
};

static struct cell *last;

static void remember(struct cell *c) {
  last = c;
}

static struct cell *new_cell(void) {
  struct cell *c = malloc(sizeof *c);
  if (c)
    remember(c);
  return c;
}

void *worker(void *arg) {
  struct cell *c = last;
  if (c)
    c->value = 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  struct cell *first = new_cell();
  struct cell *second = new_cell();
  if (!first || !second)
    return 1;
  pthread_create(&t, NULL, worker, NULL);
  second->value = 2;
  pthread_join(t, NULL);
  return 0;
}
