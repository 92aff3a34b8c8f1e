/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_DMA_H
#define PAIRLOCK_ASM_DMA_H
#include <linux/kernel.h>
#endif
