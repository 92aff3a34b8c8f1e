/* Two objects from two calls of allocation wrappers (xzalloc calls zalloc, which calls calloc and
 * passes the pointer to a check that only compares it): the thread writes one, main the other,
 * without a lock. Race-free; the lockset stage proves it, since each call of a function that
 * returns only a fresh allocation or NULL, and lets it go nowhere else, gets an object of its
 * own (as each call of calloc does). */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  int value;
};

static int is_err(const void *p) {
  return (unsigned long)p >= (unsigned long)-4095;
}

static void *zalloc(size_t n) {
  void *p = calloc(1, n);
  if (p && is_err(p))
    abort();
  return p;
}

static void *xzalloc(size_t n) {
  void *p = zalloc(n);
  if (!p)
    abort();
  return p;
}

void *worker(void *arg) {
  struct cell *c = arg;
  c->value = 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  struct cell *a = xzalloc(sizeof *a);
  struct cell *b = zalloc(sizeof *b);
  if (!b)
    return 1;
  pthread_create(&t, NULL, worker, a);
  b->value = 2;
  pthread_join(t, NULL);
  return 0;
}
