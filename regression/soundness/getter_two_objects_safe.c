/*
 * Class (issue #28): one getter called on two different objects. Like the SV-COMP LDV harness
 * (usb_get_intfdata -> ldv_dev_get_drvdata), get_data reads a device's private pointer. The usb
 * thread creates its interface, attaches its device to it with set_data and writes the device
 * without a lock; the file thread looks up an interface of its own (find_iface: a zeroed object
 * to which nothing is ever attached), so get_data returns NULL there and the file thread never
 * touches the device: no race. Until session 29 this was an accepted false alarm of the lockset
 * stage: the points-to analysis is context-insensitive, get_data's parameter pointed to both
 * interfaces, so they became one object and the file thread's device was the usb thread's. Now
 * get_data, an accessor (it only reads through its parameter), is inlined into its callers, and
 * each call reads its own interface. The precise checker must confirm nothing either: the file
 * thread's interface is zeroed (calloc), so its private pointer is NULL, never the address of an
 * object the usb thread allocates.
 */#include <pthread.h>
#include <stdlib.h>

struct priv {
  void *data;
};

struct iface {
  struct priv *p;
};

struct device {
  int count;
};

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

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

static struct iface *find_iface(void) {
  return calloc(1, sizeof(struct iface));
}

void *usb_thread(void *arg) {
  struct iface *i = calloc(1, sizeof *i);
  struct device *d = calloc(1, sizeof *d);
  if (!i || !d)
    return NULL;
  set_data(i, d);
  struct device *e = get_data(i);
  e->count = 1;
  return NULL;
}

void *file_thread(void *arg) {
  struct iface *j = find_iface();
  if (!j)
    return NULL;
  struct device *d = get_data(j);
  if (d) {
    pthread_mutex_lock(&m);
    d->count++;
    pthread_mutex_unlock(&m);
  }
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
