/* A variadic function that never starts a va_list (a logging stub whose body ignores its
 * arguments) cannot reach its variadic arguments: two calls passing two objects do not make
 * them one object. The thread writes one, main the other, without a lock: race-free, proved by
 * the lockset stage. */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  int value;
};

int log_msg(const char *fmt, ...) {
  return 0;
}

void *worker(void *arg) {
  struct cell *c = arg;
  c->value = 1;
  log_msg("worker %p\n", c);
  return NULL;
}

int main(void) {
  pthread_t t;
  struct cell *a = malloc(sizeof *a);
  struct cell *b = malloc(sizeof *b);
  if (!a || !b)
    return 1;
  log_msg("cells %p\n", a);
  log_msg("cells %p\n", b);
  pthread_create(&t, NULL, worker, a);
  b->value = 2;
  pthread_join(t, NULL);
  return 0;
}
