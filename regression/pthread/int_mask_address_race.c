/*
 * Class (issue #28): integer arithmetic on an address whose result IS used as an address again.
 * The producer tags the address of `o->b` (`| 1`) and stores it as an integer; the worker loads
 * it, clears the low three bits and writes through the result. malloc's memory is aligned to 8
 * and `b` is at offset 4, so the write lands on `o->a`, which main writes unlocked: a race. The
 * points-to analysis must keep the rule "integer arithmetic on an address may land anywhere in
 * the object" here: the masked value becomes a pointer (inttoptr) that is written through, and
 * it got there through memory and a second masking, so both collapses fire and the write may be
 * to `a`. (Without the collapse the write would be to `b` only, and the race on `a` missed.)
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

struct obj {
  int a;
  int b;
  uintptr_t tagged;
};

static int *untag(uintptr_t v) {
  return (int *)(v & ~(uintptr_t)7);
}

static void *worker(void *arg) {
  struct obj *o = arg;
  int *q = untag(o->tagged);
  *q = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  struct obj *o = malloc(sizeof(struct obj));
  if (!o)
    return 0;
  o->tagged = (uintptr_t)&o->b | 1;
  pthread_create(&t, 0, worker, o);
  o->a = 2;
  pthread_join(t, 0);
  return 0;
}
