/*
 * Class (issue #28): small accessor functions called on two different objects. Two devices, each
 * with its own lock and its own private struct, which main attaches with set_data and the
 * threads reach with get_data (LDV's dev_get_drvdata shape: a NULL check, then a field of a field
 * of the parameter). Two workers update device a's private struct under a's lock; a third is the
 * only thread using device b and writes b's private struct without a lock. No object is shared
 * between the b worker and the a workers: no race. Before (session 29) the points-to analysis was
 * context-insensitive in these functions: get_data's and set_data's parameters stood for both
 * devices, so both private structs became one object and the unlocked write to b was reported
 * against the a workers' updates. Now such accessors are inlined into their callers first.
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
  struct priv *pa = calloc(1, sizeof *pa);
  struct priv *pb = calloc(1, sizeof *pb);
  if (!pa || !pb)
    return 1;
  set_data(&dev_a.intf, pa);
  set_data(&dev_b.intf, pb);
  pthread_t t1, t2, t3;
  pthread_create(&t1, NULL, worker_a, NULL);
  pthread_create(&t2, NULL, worker_a, NULL);
  pthread_create(&t3, NULL, worker_b, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  pthread_join(t3, NULL);
  return 0;
}
