/*
 * Class (issue #28): in a pthread program (SV-COMP's LDV form), a DMA completion callback copied
 * into its descriptor with memcpy instead of stored. The engine calls it at completion,
 * concurrently with the submitting thread: here it counts finished transfers without the lock
 * the transfer thread holds when it resets the count, a race. A block copy is no field store,
 * so no thread was started for the callback, and the call through desc->tx_submit (a
 * descriptor the program allocated) checked nothing: proved race-free. Now a memcpy/memmove
 * that may cover a declared callback field (<callback-struct>) is reported (callback-not-entry)
 * and the pairs reaching it are unverified.
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
  {
    void (*fp)(void *) = xfer_complete;
    memcpy(&desc->callback, &fp, sizeof fp);
  }
  desc->callback_param = x;
  dmaengine_submit(desc);
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
