/*
 * Class (issue #28): in a pthread program, a DMA completion callback's argument
 * (desc->callback_param) written by a library function (strncpy of the pointer's bytes) after
 * the descriptor's submission; the engine calls the callback with x, which counts finished
 * transfers without the lock the transfer thread holds, a race, while the callback's thread got
 * NULL. Only block copies, fills and stores were checked, so the program was proved race-free.
 * Every write of a library's model that may cover callback_param is now reported
 * (callback-not-entry), as a memcpy there is (dma_callback_param_memcpy_unverified.c).
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
  strncpy((char *)&desc->callback_param, (const char *)&x, sizeof x); /* bytes of x: no NUL below its top two on x86-64 */
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
