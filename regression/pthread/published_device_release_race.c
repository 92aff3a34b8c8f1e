/*
 * Class (issue #28): the twin of unattached_device_release_safe in which the file thread does
 * reach the usb thread's device: it takes the interface the usb thread publishes after attaching
 * the device. The probe's unlocked initialisation of the buffer and its error path's unlocked
 * delete race with the file thread's locked count and its release; the races must stay.
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
static struct iface *published;

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

void *file_thread(void *arg) {
  /* open */
  struct iface *j = published;
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
  published = &usb_iface;
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
