/*
 * pairlock stub kernel header: the DMA engine's client API (Linux 3.x/4.x include/linux/
 * dmaengine.h, reduced). As in Linux, the helpers call through the engine's ops: the channel's
 * dma_device and the descriptor's tx_submit, which kernel-ops.xml models (<op>). The channel is
 * the engine's (functions.xml: kernel-object). A function the driver stores into a descriptor's
 * callback is an entry point (functions.xml <callback-struct>, kind dma_callback): the engine
 * calls it, with callback_param, from its own tasklet once the transfer completes.
 * Macros, not inline functions: the points-to analysis is context-insensitive.
 */
#ifndef PAIRLOCK_LINUX_DMAENGINE_H
#define PAIRLOCK_LINUX_DMAENGINE_H
#include <linux/kernel.h>
#include <linux/device.h>
#include <linux/scatterlist.h>
#include <linux/dma-mapping.h>

typedef s32 dma_cookie_t;
enum dma_transfer_direction { DMA_MEM_TO_MEM, DMA_MEM_TO_DEV, DMA_DEV_TO_MEM, DMA_DEV_TO_DEV,
                              DMA_TRANS_NONE };
enum dma_status { DMA_COMPLETE, DMA_IN_PROGRESS, DMA_PAUSED, DMA_ERROR };
enum dma_ctrl_flags { DMA_PREP_INTERRUPT = 1, DMA_CTRL_ACK = 2 };
enum dma_ctrl_cmd { DMA_TERMINATE_ALL, DMA_PAUSE, DMA_RESUME, DMA_SLAVE_CONFIG };
enum dma_slave_buswidth { DMA_SLAVE_BUSWIDTH_UNDEFINED = 0, DMA_SLAVE_BUSWIDTH_1_BYTE = 1,
                          DMA_SLAVE_BUSWIDTH_2_BYTES = 2, DMA_SLAVE_BUSWIDTH_4_BYTES = 4 };

struct dma_slave_config {
  enum dma_transfer_direction direction;
  dma_addr_t src_addr;
  dma_addr_t dst_addr;
  enum dma_slave_buswidth src_addr_width;
  enum dma_slave_buswidth dst_addr_width;
  u32 src_maxburst;
  u32 dst_maxburst;
  bool device_fc;
  unsigned int slave_id;
};

struct dma_tx_state {
  dma_cookie_t last;
  dma_cookie_t used;
  u32 residue;
};

struct dma_chan;
typedef void (*dma_async_tx_callback)(void *dma_async_param);

struct dma_async_tx_descriptor {
  dma_cookie_t cookie;
  enum dma_ctrl_flags flags;
  dma_addr_t phys;
  struct dma_chan *chan;
  dma_cookie_t (*tx_submit)(struct dma_async_tx_descriptor *tx);
  dma_async_tx_callback callback;
  void *callback_param;
};

struct dma_device {
  struct device *dev;
  struct dma_async_tx_descriptor *(*device_prep_dma_memcpy)(struct dma_chan *chan,
      dma_addr_t dst, dma_addr_t src, size_t len, unsigned long flags);
  struct dma_async_tx_descriptor *(*device_prep_slave_sg)(struct dma_chan *chan,
      struct scatterlist *sgl, unsigned int sg_len, enum dma_transfer_direction direction,
      unsigned long flags, void *context);
  struct dma_async_tx_descriptor *(*device_prep_dma_cyclic)(struct dma_chan *chan,
      dma_addr_t buf_addr, size_t buf_len, size_t period_len,
      enum dma_transfer_direction direction, unsigned long flags, void *context);
  int (*device_control)(struct dma_chan *chan, enum dma_ctrl_cmd cmd, unsigned long arg);
  enum dma_status (*device_tx_status)(struct dma_chan *chan, dma_cookie_t cookie,
                                      struct dma_tx_state *txstate);
  void (*device_issue_pending)(struct dma_chan *chan);
};

struct dma_chan {
  struct dma_device *device;
  dma_cookie_t cookie;
  int chan_id;
  void *private;
};

struct dma_chan *dma_request_slave_channel(struct device *dev, const char *name);
void dma_release_channel(struct dma_chan *chan);

#define dmaengine_prep_slave_sg(chan, sgl, sg_len, dir, flags) \
  ((chan)->device->device_prep_slave_sg((chan), (sgl), (sg_len), (dir), (flags), NULL))
#define dmaengine_prep_dma_cyclic(chan, buf, len, period, dir, flags) \
  ((chan)->device->device_prep_dma_cyclic((chan), (buf), (len), (period), (dir), (flags), NULL))
#define dmaengine_slave_config(chan, config) \
  ((chan)->device->device_control((chan), DMA_SLAVE_CONFIG, (unsigned long)(config)))
#define dmaengine_terminate_all(chan) \
  ((chan)->device->device_control((chan), DMA_TERMINATE_ALL, 0))
#define dmaengine_submit(desc) ((desc)->tx_submit(desc))
#define dma_async_issue_pending(chan) ((chan)->device->device_issue_pending(chan))
#define dmaengine_tx_status(chan, cookie, state) \
  ((chan)->device->device_tx_status((chan), (cookie), (state)))
#endif
