/* pairlock stub kernel header: allocation flags. */
#ifndef PAIRLOCK_LINUX_GFP_H
#define PAIRLOCK_LINUX_GFP_H
#include <linux/types.h>
#define __GFP_WAIT 0x10u
#define __GFP_HIGH 0x20u
#define __GFP_IO 0x40u
#define __GFP_FS 0x80u
#define __GFP_COLD 0x100u
#define __GFP_NOWARN 0x200u
#define __GFP_ZERO 0x8000u
#define __GFP_DMA 0x01u
#define __GFP_HIGHMEM 0x02u
#define __GFP_DMA32 0x04u
#define __GFP_COMP 0x4000u
#define __GFP_NORETRY 0x1000u
#define GFP_NOWAIT 0u
#define GFP_ATOMIC 0x20u
#define GFP_NOIO 0x10u
#define GFP_NOFS 0x50u
#define GFP_KERNEL 0xd0u
#define GFP_USER 0x200d0u
#define GFP_DMA 0x01u
#define GFP_DMA32 0x04u
#define GFP_HIGHUSER 0x200d2u
#endif
