/* Class: accesses through a null pointer in the precise checker (see
 * null_object_safe.c): when both threads get the same allocated object, their
 * unprotected increments still race, and the checker confirms the 2 races on a valid address. */
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
  pthread_create(&t2, 0, worker, a);
  return 0;
}
