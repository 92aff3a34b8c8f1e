/*
 * Class (issue #28): the twin of getter_two_objects_safe_falsealarm in which the file thread
 * does reach the usb thread's device. The usb thread publishes its interface (g_iface) after
 * attaching the device, then writes the device without a lock; the file thread takes the
 * published interface and increments the device's count under a lock. Races on device.count
 * (the unlocked write against the locked increment) and on g_iface (the publication against
 * its read). Fresh objects read zero in the precise checker (calloc), and it still confirms
 * these races: they need no value nobody wrote.
 */
#include <pthread.h>
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
static struct iface *g_iface;

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

void *usb_thread(void *arg) {
  struct iface *i = calloc(1, sizeof *i);
  struct device *d = calloc(1, sizeof *d);
  if (!i || !d)
    return NULL;
  set_data(i, d);
  g_iface = i;
  struct device *e = get_data(i);
  e->count = 1;
  return NULL;
}

void *file_thread(void *arg) {
  struct iface *j = g_iface;
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
