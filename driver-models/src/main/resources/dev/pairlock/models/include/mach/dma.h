/* pairlock stub kernel header. */
#ifndef PAIRLOCK_MACH_DMA_H
#define PAIRLOCK_MACH_DMA_H
#include <linux/kernel.h>
#endif
