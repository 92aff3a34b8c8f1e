/*
 * Class (issue #28): a DMA completion callback the engine may call more than once for one
 * submission (a cyclic transfer, device_prep_dma_cyclic; DMA_PREP_REPEAT; a reused descriptor).
 * Its first run only sets a phase flag; from its second run on it counts finished transfers
 * without the lock the transfer thread holds when it resets the count, a race. The callback's
 * thread runs it once per submission, so the exploration saw no second run and proved the
 * program race-free. Now the exploration proves no program with a DMA callback thread; the
 * lockset stage (which checks each entry point from any state) reports the race.
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
  int phase;
  int done;
  int started;
};

static inline int dmaengine_submit(struct dma_async_tx_descriptor *desc) {
  return desc->tx_submit(desc);
}

static void xfer_complete(void *param) {
  struct xfer *x = param;
  if (x->phase)
    x->done++;
  else
    x->phase = 1;
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
  x->phase = 0;
  pthread_create(&t, 0, transfer_thread, x);
  pthread_join(t, 0);
  return 0;
}
