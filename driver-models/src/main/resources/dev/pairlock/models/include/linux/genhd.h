/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_GENHD_H
#define PAIRLOCK_LINUX_GENHD_H
#include <linux/kernel.h>
#endif
