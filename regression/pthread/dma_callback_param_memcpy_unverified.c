/*
 * Class (issue #28): in a pthread program, a DMA completion callback's argument
 * (desc->callback_param) written by a block copy after the descriptor's submission. The engine
 * reads it when the transfer completes, so the callback runs with x and counts finished
 * transfers without the lock the transfer thread holds when it resets the count, a race. The
 * callback's thread gets the argument the field held at the submission (NULL). A copy or fill
 * that may cover callback_param in a program with DMA callback threads is reported
 * (callback-not-entry), as a late store of it is (dma_callback_param_late_unverified.c).
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

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
  dmaengine_submit(desc);
  memcpy(&desc->callback_param, &x, sizeof x);
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
