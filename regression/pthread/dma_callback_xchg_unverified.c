/*
 * Class (issue #28): in a pthread program, a DMA completion callback stored into the
 * descriptor's callback field by an atomic exchange after the submission. The engine calls it
 * when the transfer completes; it counts finished transfers without the lock the transfer
 * thread holds, a race. Only plain stores were taken for callback stores, so no thread was
 * started for xfer_complete and the program was proved race-free. An atomic write that may put
 * a function into a callback field is reported (callback-not-entry), as a memcpy there is
 * (dma_callback_memcpy_unverified.c).
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


static int xfer_start(struct xfer *x) {
  struct dma_async_tx_descriptor *desc;
  pthread_mutex_lock(&x->lock);
  desc = malloc(sizeof(struct dma_async_tx_descriptor));
  if (!desc) {
    pthread_mutex_unlock(&x->lock);
    return -5;
  }
  desc->callback = 0;
  desc->callback_param = x;
  dmaengine_submit(desc);
  __atomic_exchange_n(&desc->callback, xfer_complete, __ATOMIC_SEQ_CST);
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
