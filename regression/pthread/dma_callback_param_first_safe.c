/*
 * Class (issue #28): the DMA completion callback's argument stored before the callback, both
 * right before the submission (the order is the client's choice): both stores are covered by
 * the submission, so the callback's thread starts there with the argument the engine passes.
 * The callback takes the lock the transfer thread holds: race-free, proved by the lockset stage.
 */
#include <pthread.h>
#include <stdlib.h>

struct scatterlist {
  unsigned long page_link;
  unsigned int offset;
  unsigned int length;
};

struct dma_chan;

struct dma_async_tx_descriptor {
  int cookie;
  int flags;
  struct dma_chan *chan;
  int (*tx_submit)(struct dma_async_tx_descriptor *tx);
  void (*callback)(void *param);
  void *callback_param;
};

struct dma_device {
  struct dma_async_tx_descriptor *(*device_prep_slave_sg)(struct dma_chan *chan,
      struct scatterlist *sgl, unsigned int sg_len, int dir, unsigned long flags,
      void *context);
  void (*device_issue_pending)(struct dma_chan *chan);
};

struct dma_chan {
  struct dma_device *device;
  int chan_id;
};

struct xfer {
  pthread_mutex_t lock;
  struct dma_chan *chan;
  struct scatterlist sg;
  int done;
  int started;
};

static inline struct dma_async_tx_descriptor *dmaengine_prep_slave_single(
    struct dma_chan *chan, unsigned long len, int dir, unsigned long flags) {
  struct scatterlist sg;
  sg.page_link = 0;
  sg.offset = 0;
  sg.length = len;
  return chan->device->device_prep_slave_sg(chan, &sg, 1, dir, flags, 0);
}

static inline int dmaengine_submit(struct dma_async_tx_descriptor *desc) {
  return desc->tx_submit(desc);
}

static inline void dma_async_issue_pending(struct dma_chan *chan) {
  chan->device->device_issue_pending(chan);
}

struct dma_chan *dma_request_slave_channel(void) {
  return malloc(sizeof(struct dma_chan));
}

static void xfer_complete(void *param) {
  struct xfer *x = param;
  pthread_mutex_lock(&x->lock);
  x->done++;
  pthread_mutex_unlock(&x->lock);
}

static int xfer_start(struct xfer *x) {
  struct dma_async_tx_descriptor *desc;
  pthread_mutex_lock(&x->lock);
  desc = dmaengine_prep_slave_single(x->chan, 64, 1, 3);
  if (!desc) {
    pthread_mutex_unlock(&x->lock);
    return -5;
  }
  desc->callback_param = x;
  desc->callback = xfer_complete;
  dmaengine_submit(desc);
  dma_async_issue_pending(x->chan);
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
  x->chan = dma_request_slave_channel();
  if (!x->chan)
    return 0;
  x->done = 0;
  x->started = 0;
  pthread_create(&t, 0, transfer_thread, x);
  pthread_join(t, 0);
  return 0;
}
