/* A function that frees its pointer but also keeps it (the last freed object, for a check
 * later) is no deallocation wrapper: its parameter links what all its calls pass, as any
 * function's does. main frees the object the thread is still writing, without a lock: a race. */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  int value;
};

static void *last_freed;

static void release(struct cell *c) {
  last_freed = c;
  free(c);
}

void *worker(void *arg) {
  struct cell *c = arg;
  c->value = 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  struct cell *a = malloc(sizeof *a);
  if (!a)
    return 1;
  pthread_create(&t, NULL, worker, a);
  release(a);
  pthread_join(t, NULL);
  return 0;
}
