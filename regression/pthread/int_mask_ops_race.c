/*
 * Class (issue #28): as int_mask_ops_safe.c (a masked word that may hold an address, an ops
 * table in the node it points to), but the operation the workers call, `ctl_start`, writes
 * `count` without the lock: the race between the two workers is still reported once the call
 * resolves to it alone.
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
  c->count++;
}

static void ctl_stop(struct ctl *c) {
  pthread_mutex_lock(&c->lock);
  c->count = 0;
  pthread_mutex_unlock(&c->lock);
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
