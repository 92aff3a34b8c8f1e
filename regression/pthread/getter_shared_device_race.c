/*
 * Class (issue #28): the twin of getter_two_devices_safe in which the devices do share their
 * private struct: main attaches one struct to both devices, so the b worker's unlocked write and
 * the a workers' updates under a's lock reach the same count. Races on priv.count (write-write and
 * read-write); inlining the accessors must keep them.
 */
#include <pthread.h>
#include <stdlib.h>

struct priv {
  int count;
};

struct intf {
  struct priv *p;
};

struct device {
  pthread_mutex_t lock;
  struct intf intf;
};

static struct device dev_a = {PTHREAD_MUTEX_INITIALIZER, {NULL}};
static struct device dev_b = {PTHREAD_MUTEX_INITIALIZER, {NULL}};

static void set_data(struct intf *i, struct priv *p) {
  i->p = p;
}

static struct priv *get_data(struct intf *i) {
  if (i != NULL && i->p != NULL)
    return i->p;
  return NULL;
}

void *worker_a(void *arg) {
  struct priv *p = get_data(&dev_a.intf);
  if (p) {
    pthread_mutex_lock(&dev_a.lock);
    p->count++;
    pthread_mutex_unlock(&dev_a.lock);
  }
  return NULL;
}

void *worker_b(void *arg) {
  struct priv *p = get_data(&dev_b.intf);
  if (p)
    p->count = 42;
  return NULL;
}

int main(void) {
  struct priv *shared = calloc(1, sizeof *shared);
  if (!shared)
    return 1;
  set_data(&dev_a.intf, shared);
  set_data(&dev_b.intf, shared);
  pthread_t t1, t2, t3;
  pthread_create(&t1, NULL, worker_a, NULL);
  pthread_create(&t2, NULL, worker_a, NULL);
  pthread_create(&t3, NULL, worker_b, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  pthread_join(t3, NULL);
  return 0;
}
