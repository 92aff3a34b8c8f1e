/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_CCWDEV_H
#define PAIRLOCK_ASM_CCWDEV_H
#include <linux/kernel.h>
#endif
