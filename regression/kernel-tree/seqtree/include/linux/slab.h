/* include/linux/slab.h (6.1): kzalloc is inline over the out-of-line allocator (written for the test) */
#ifndef _SQ_SLAB_H
#define _SQ_SLAB_H
#include <linux/seq_file.h>
#define GFP_KERNEL 0xcc0u
#define __GFP_ZERO 0x100u
void *__kmalloc(size_t size, unsigned int flags);
static __always_inline void *kzalloc(size_t size, unsigned int flags) { return __kmalloc(size, flags | __GFP_ZERO); }
#endif
