/*
 * Class (accepted false alarm of the lockset stage, issue #28): an object main allocates before
 * the threads start, whose pointer field nothing ever writes, merged by the points-to analysis
 * with an object a thread allocates (both kept in one array of interfaces, whose elements are one
 * abstract location). main's interface is zeroed (calloc) and never gets a private part; the usb
 * thread builds its own interface with a private part and writes its counter without a lock; the
 * file thread looks at main's interface, finds no private part and touches nothing: no race.
 * The lockset stage reports the counter (and the array) as potential races. The precise checker
 * must confirm none: main's interface reads NULL at its private pointer, never the address of an
 * object the usb thread allocates later (before, fresh objects of main's prefix had any contents).
 */
#include <pthread.h>
#include <stdlib.h>

struct priv {
  int *count;
};

struct iface {
  struct priv *p;
};

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct iface *ifs[2];

void *usb_thread(void *arg) {
  struct iface *own = calloc(1, sizeof *own);
  struct priv *pv = calloc(1, sizeof *pv);
  int *c = calloc(1, sizeof *c);
  if (!own || !pv || !c)
    return NULL;
  pv->count = c;
  own->p = pv;
  *c = 1;
  ifs[1] = own;
  return NULL;
}

void *file_thread(void *arg) {
  struct iface *i = ifs[0];
  if (i->p != NULL) {
    pthread_mutex_lock(&m);
    (*i->p->count)++;
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  ifs[0] = calloc(1, sizeof(struct iface));
  if (!ifs[0])
    return 1;
  pthread_create(&a, NULL, usb_thread, NULL);
  pthread_create(&b, NULL, file_thread, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
