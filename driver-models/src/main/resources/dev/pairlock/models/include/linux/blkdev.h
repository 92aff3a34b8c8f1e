/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_BLKDEV_H
#define PAIRLOCK_LINUX_BLKDEV_H
#include <linux/kernel.h>
#endif
