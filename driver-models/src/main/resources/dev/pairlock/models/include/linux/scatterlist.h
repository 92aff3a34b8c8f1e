/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_SCATTERLIST_H
#define PAIRLOCK_LINUX_SCATTERLIST_H
#include <linux/kernel.h>
#endif
