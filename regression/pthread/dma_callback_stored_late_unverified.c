/*
 * Class (issue #28): in a pthread program (SV-COMP's LDV form), a DMA completion callback stored
 * into its descriptor after the descriptor's submission (dmaengine_submit). The engine reads
 * desc->callback when the transfer completes, so the callback still runs, concurrently with the
 * submitting thread: here it counts finished transfers without the lock the transfer thread
 * holds when it resets the count, a race. The callback's thread starts at each submission, and
 * only when the descriptor holds the callback then (DmaCallbackThreads); here it holds NULL, so
 * the exploration ran no callback and proved the program race-free. Now a store of a callback
 * that no submission of its descriptor right after it covers is reported (callback-not-entry)
 * and the pairs reaching it are unverified. (The descriptor is malloc'd, standing in for the
 * engine's prep op, so that the exploration gets that far.)
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
  desc->callback = 0;
  dmaengine_submit(desc);
  desc->callback = xfer_complete;
  desc->callback_param = x;
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
