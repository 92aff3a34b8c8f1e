/*
 * Class (issue #28): as dma_callback_param_late_unverified.c, the late store of the callback's
 * argument inside a submit wrapper the program defines: it submits the descriptor, then stores
 * desc->callback_param. The store is covered by no submission after it: reported
 * (callback-not-entry), the pairs reaching it unverified (before: proved race-free).
 */
#include <pthread.h>
#include <stdlib.h>

struct dma_chan;

struct dma_async_tx_descriptor {
  int cookie;
  int flags;
  struct dma_chan *chan;
  int (*tx_submit)(struct dma_async_tx_descriptor *tx);
  void (*callback)(void *param);
  void *callback_param;
};

struct xfer {
  pthread_mutex_t lock;
  int done;
  int started;
};

static inline int dmaengine_submit(struct dma_async_tx_descriptor *desc) {
  return desc->tx_submit(desc);
}

static void xfer_complete(void *param) {
  struct xfer *x = param;
  if (x)
    x->done++;
}

static int my_submit(struct dma_async_tx_descriptor *d, struct xfer *x) {
  int r = d->tx_submit(d);
  d->callback_param = x;
  return r;
}

static int xfer_start(struct xfer *x) {
  struct dma_async_tx_descriptor *desc;
  pthread_mutex_lock(&x->lock);
  desc = malloc(sizeof(struct dma_async_tx_descriptor));
  if (!desc) {
    pthread_mutex_unlock(&x->lock);
    return -5;
  }
  desc->callback = xfer_complete;
  desc->callback_param = 0;
  my_submit(desc, x);
  x->started++;
  x->done = 0;
  pthread_mutex_unlock(&x->lock);
  return 0;
}

static void *transfer_thread(void *arg) {
  xfer_start(arg);
  return 0;
}

int main(void) {
  pthread_t t;
  struct xfer *x = malloc(sizeof(struct xfer));
  if (!x)
    return 0;
  pthread_mutex_init(&x->lock, 0);
  x->done = 0;
  x->started = 0;
  pthread_create(&t, 0, transfer_thread, x);
  pthread_join(t, 0);
  return 0;
}
