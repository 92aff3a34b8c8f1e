/*
 * pairlock stub kernel header: the DMA API. Coherent buffers are fresh objects (functions.xml);
 * mapping and syncing have no effect on driver memory (the device's accesses are not modelled).
 */
#ifndef PAIRLOCK_LINUX_DMA_MAPPING_H
#define PAIRLOCK_LINUX_DMA_MAPPING_H
#include <pairlock/verifier.h>
#include <linux/kernel.h>
#include <linux/scatterlist.h>
enum dma_data_direction { DMA_BIDIRECTIONAL = 0, DMA_TO_DEVICE = 1, DMA_FROM_DEVICE = 2, DMA_NONE = 3 };
#define DMA_BIT_MASK(n) (((n) >= 64) ? ~0ULL : ((1ULL << ((n) & 63)) - 1))
/* The allocators also write the bus address through `handle` (a driver field): macros, so that
   the points-to analysis does not merge the handles of different call sites. */
#define dma_alloc_coherent(dev, size, handle, gfp) \
  ({ *(handle) = (dma_addr_t)__pairlock_nondet_u64(); __pairlock_dma_alloc(size); })
#define dma_zalloc_coherent(dev, size, handle, gfp) dma_alloc_coherent(dev, size, handle, gfp)
void dma_free_coherent(struct device *dev, size_t size, void *vaddr, dma_addr_t handle);
dma_addr_t dma_map_single(struct device *dev, void *ptr, size_t size, enum dma_data_direction dir);
void dma_unmap_single(struct device *dev, dma_addr_t addr, size_t size, enum dma_data_direction dir);
dma_addr_t dma_map_page(struct device *dev, struct page *page, size_t offset, size_t size,
                        enum dma_data_direction dir);
void dma_unmap_page(struct device *dev, dma_addr_t addr, size_t size, enum dma_data_direction dir);
int dma_map_sg(struct device *dev, struct scatterlist *sg, int nents, enum dma_data_direction dir);
void dma_unmap_sg(struct device *dev, struct scatterlist *sg, int nents, enum dma_data_direction dir);
int dma_mapping_error(struct device *dev, dma_addr_t addr);
void dma_sync_single_for_cpu(struct device *dev, dma_addr_t addr, size_t size,
                             enum dma_data_direction dir);
void dma_sync_single_for_device(struct device *dev, dma_addr_t addr, size_t size,
                                enum dma_data_direction dir);
int dma_set_mask(struct device *dev, u64 mask);
int dma_set_coherent_mask(struct device *dev, u64 mask);
#define dma_unmap_addr(p, name) ((p)->name)
#define dma_unmap_addr_set(p, name, v) (((p)->name) = (v))
#define dma_unmap_len(p, name) ((p)->name)
#define dma_unmap_len_set(p, name, v) (((p)->name) = (v))
#define DEFINE_DMA_UNMAP_ADDR(name) dma_addr_t name
#define DEFINE_DMA_UNMAP_LEN(name) u32 name
#endif
