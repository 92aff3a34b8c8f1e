/* A deallocation wrapper's call still frees its argument: main releases the object the thread
 * is reading, without a lock and before the join. A race (the free against the read), which
 * the lockset stage reports at the wrapper's call. */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  int value;
};

static void release(struct cell *c) {
  free(c);
}

int seen;

void *worker(void *arg) {
  struct cell *c = arg;
  seen = c->value;
  return NULL;
}

int main(void) {
  pthread_t t;
  struct cell *a = calloc(1, sizeof *a);
  if (!a)
    return 1;
  pthread_create(&t, NULL, worker, a);
  release(a);
  pthread_join(t, NULL);
  return seen;
}
