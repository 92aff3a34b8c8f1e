/* pairlock stub kernel header: scatter-gather lists (driver memory). */
#ifndef PAIRLOCK_LINUX_SCATTERLIST_H
#define PAIRLOCK_LINUX_SCATTERLIST_H
#include <linux/kernel.h>
struct page;
struct scatterlist {
  unsigned long page_link;
  unsigned int offset;
  unsigned int length;
  dma_addr_t dma_address;
  unsigned int dma_length;
};
#define sg_dma_address(sg) ((sg)->dma_address)
#define sg_dma_len(sg) ((sg)->dma_length)
void sg_init_table(struct scatterlist *sgl, unsigned int nents);
void sg_set_buf(struct scatterlist *sg, const void *buf, unsigned int buflen);
void sg_init_one(struct scatterlist *sg, const void *buf, unsigned int buflen);
#define sg_next(sg) ((sg) + 1)
#define for_each_sg(sglist, sg, nr, __i) \
  for (__i = 0, sg = (sglist); __i < (nr); __i++, sg = sg_next(sg))
#endif
