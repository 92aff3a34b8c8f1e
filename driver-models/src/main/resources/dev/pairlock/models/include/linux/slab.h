/* pairlock stub kernel header: allocation functions are listed in functions.xml. */
#ifndef PAIRLOCK_LINUX_SLAB_H
#define PAIRLOCK_LINUX_SLAB_H
#include <linux/types.h>
#include <linux/kernel.h> /* as in Linux, reached transitively */
#define GFP_KERNEL 0x0cc0u
#define GFP_ATOMIC 0x0820u
void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void *kcalloc(size_t n, size_t size, gfp_t flags);
void *krealloc(const void *p, size_t size, gfp_t flags);
void kfree(const void *p);
void *vmalloc(unsigned long size);
void *vzalloc(unsigned long size);
void vfree(const void *p);
#endif
