/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_DMA_MAPPING_H
#define PAIRLOCK_LINUX_DMA_MAPPING_H
#include <linux/kernel.h>
#endif
