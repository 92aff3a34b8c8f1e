/*
 * Class (issue #28): a pointer that points to no object, passed to a function that other calls
 * give a real object. Shaped like LDV's harness for a USB driver (adutux): the usb thread probes
 * (allocates a device and its buffer without a lock, attaches the device to its interface; on a
 * failed registration it detaches and deletes it at once) and later disconnects (under the lock:
 * marks the device gone and deletes it if no file has it open). The file thread opens a device
 * it looks up through an interface of its own (find_iface: a zeroed object nothing is ever
 * attached to), so get_data returns NULL and it stops; only for a device that is attached and
 * not gone would it count the opener and, on release, delete the device if it is gone by then
 * and no longer open, under the lock. The file thread never reaches a device: no race. Before
 * (session 29) dev_delete's parameter stood for both threads' devices (the points-to analysis is
 * context-insensitive), so the file thread's pointer, which points nowhere, was made to point to
 * the probe's device, and its delete was reported against the probe's unlocked accesses. A value
 * that points to no object now adds nothing to the parameter it is passed to: the file thread's
 * device is memory no other thread writes, whose `gone`, 0 at the open, is still 0 at the
 * release, so its dev_delete is never reached.
 */
#include <pthread.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct priv {
  void *data;
};

struct iface {
  struct priv *p;
};

struct device {
  int gone;
  int open_count;
  char *buffer;
};

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct iface usb_iface;

static void *get_data(struct iface *i) {
  if (i->p != NULL)
    return i->p->data;
  return NULL;
}

static void set_data(struct iface *i, void *d) {
  i->p = calloc(1, sizeof *i->p);
  if (i->p)
    i->p->data = d;
}

static void dev_delete(struct device *d) {
  free(d->buffer);
  free(d);
}

static struct iface *find_iface(void) {
  return calloc(1, sizeof(struct iface));
}

void *file_thread(void *arg) {
  /* open */
  struct iface *j = find_iface();
  if (!j)
    return NULL;
  struct device *d = get_data(j);
  if (!d || d->gone)
    return NULL;
  pthread_mutex_lock(&m);
  if (d->open_count) {
    pthread_mutex_unlock(&m);
    return NULL;
  }
  d->open_count++;
  pthread_mutex_unlock(&m);
  /* release */
  pthread_mutex_lock(&m);
  d->open_count--;
  if (d->gone && d->open_count == 0)
    dev_delete(d);
  pthread_mutex_unlock(&m);
  return NULL;
}

void *usb_thread(void *arg) {
  /* probe */
  struct device *d = calloc(1, sizeof *d);
  if (!d)
    return NULL;
  d->buffer = malloc(64);
  set_data(&usb_iface, d);
  if (__VERIFIER_nondet_int()) {
    /* registration failed */
    set_data(&usb_iface, NULL);
    dev_delete(d);
    return NULL;
  }
  /* disconnect */
  pthread_mutex_lock(&m);
  d->gone = 1;
  set_data(&usb_iface, NULL);
  if (d->open_count == 0)
    dev_delete(d);
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, usb_thread, NULL);
  pthread_create(&b, NULL, file_thread, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
