/*
 * Class (issue #28), with a race: as netdev_priv_shift_safe (the private area found by whole
 * struct arithmetic on the struct net_device *, CIL's netdev_priv), but the configuring thread
 * resets the private counter without the mutex the transmitting threads hold: the private area
 * is kept apart from the device, not from itself, and that race is still reported.
 */
#include <pthread.h>
#include <stdlib.h>

struct ops;

struct net_device {
  char name[16];
  int flags;
  const struct ops *netdev_ops;
  int mtu;
};

struct ops {
  int (*xmit)(struct net_device *dev);
};

struct entry {
  int len;
  int status;
};

struct priv {
  struct {
    struct entry entries[4];
    int head;
  } fifo;
  struct net_device *netdev;
  int count;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *netdev_priv(const struct net_device *dev) {
  return (void *)(dev + 4);
}

static int my_xmit(struct net_device *dev) {
  struct priv *p = netdev_priv(dev);
  pthread_mutex_lock(&lock);
  p->count++;
  pthread_mutex_unlock(&lock);
  return 0;
}

static const struct ops my_ops = {my_xmit};

struct net_device *alloc_dev(void) {
  return malloc(4 * sizeof(struct net_device) + sizeof(struct priv));
}

void *xmitter(void *arg) {
  struct net_device *dev = arg;
  dev->netdev_ops->xmit(dev);
  return NULL;
}

void *configurer(void *arg) {
  struct net_device *dev = arg;
  struct priv *p = netdev_priv(dev);
  p->count = 0;
  return NULL;
}

int main(void) {
  struct net_device *dev = alloc_dev();
  if (!dev)
    return 1;
  struct priv *p = netdev_priv(dev);
  p->netdev = dev;
  p->fifo.entries[1].len = 0;
  for (int i = 0; i < 16; i++)
    dev->name[i] = 0;
  dev->netdev_ops = &my_ops;
  pthread_t t1, t2, t3;
  pthread_create(&t1, NULL, xmitter, dev);
  pthread_create(&t2, NULL, xmitter, dev);
  pthread_create(&t3, NULL, configurer, dev);
  return 0;
}
