/*
 * Class (issue #28): a word that may hold an address (here the driver keeps an address in
 * `cookie` too) is only tested with integer arithmetic (`c->cookie & 1`, a flag bit), while a
 * table of operations shares its points-to node with what the word points to. Integer
 * arithmetic on an address collapses the node it points into (the result may land anywhere in
 * the object), but only once the result may be used as an address again; a tested bit never
 * is, so the ops table keeps its fields apart and `c->ops->start(c)` resolves to `ctl_start`
 * alone, not to `ctl_stop` too (whose unlocked write of `count` would race with the locked one).
 * int_mask_ops_race.c: the same with a real race; int_mask_address_race.c: a masked address
 * that is written through still collapses.
 */
#include <pthread.h>
#include <stdlib.h>

struct ctl;

struct ctl_ops {
  void (*start)(struct ctl *c);
  void (*stop)(struct ctl *c);
};

struct ctl {
  pthread_mutex_t lock;
  const struct ctl_ops *ops;
  unsigned long cookie;
  int count;
};

static void ctl_start(struct ctl *c) {
  pthread_mutex_lock(&c->lock);
  c->count++;
  pthread_mutex_unlock(&c->lock);
}

static void ctl_stop(struct ctl *c) {
  c->count = 0; /* only after every thread is joined */
}

static const struct ctl_ops ctl_ops = {
  .start = ctl_start,
  .stop = ctl_stop,
};

static void *worker(void *arg) {
  struct ctl *c = arg;
  if (c->cookie & 1)
    return 0;
  c->ops->start(c);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  struct ctl *c = malloc(sizeof(struct ctl));
  if (!c)
    return 0;
  pthread_mutex_init(&c->lock, 0);
  c->ops = &ctl_ops;
  c->cookie = (unsigned long)c->ops;
  c->count = 0;
  pthread_create(&t1, 0, worker, c);
  pthread_create(&t2, 0, worker, c);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  c->ops->stop(c);
  return 0;
}
