/* pairlock stub kernel header: allocation functions are listed in functions.xml (fresh objects). */
#ifndef PAIRLOCK_LINUX_SLAB_H
#define PAIRLOCK_LINUX_SLAB_H
#include <pairlock/verifier.h>
#include <linux/types.h>
#include <linux/gfp.h>
void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void *kcalloc(size_t n, size_t size, gfp_t flags);
void *kmalloc_array(size_t n, size_t size, gfp_t flags);
void *kmalloc_node(size_t size, gfp_t flags, int node);
void *kzalloc_node(size_t size, gfp_t flags, int node);
void *krealloc(const void *p, size_t size, gfp_t flags);
void kfree(const void *p);
void *kvmalloc(size_t size, gfp_t flags);
void *kvzalloc(size_t size, gfp_t flags);
void kvfree(const void *p);
void kfree_sensitive(const void *p);
void kzfree(const void *p);
/* malloc/free of verification harnesses (the suite's WHOOP/SMACK models use them). */
void *malloc(size_t size);
void free(void *p);
void *vmalloc(unsigned long size);
void *vzalloc(unsigned long size);
void vfree(const void *p);
/* Macros, so that the allocation site is the driver's line (allocators in header bodies would
   make one site for the whole driver, named after the header). */
#define __get_free_pages(flags, order) \
  ((unsigned long)__pairlock_alloc_pages(4096UL << (order), (flags)))
#define __get_free_page(flags) __get_free_pages((flags), 0)
#define get_zeroed_page(flags) __get_free_pages((flags), 0)
#define __get_dma_pages(flags, order) __get_free_pages((flags), (order))
void free_pages(unsigned long addr, unsigned int order);
#define free_page(addr) free_pages((addr), 0)
static inline int get_order(unsigned long size) {
  int order = 0;
  size = (size - 1) >> 12;
  while (size) { order++; size >>= 1; }
  return order;
}
#endif
