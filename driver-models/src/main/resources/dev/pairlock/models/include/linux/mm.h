/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_MM_H
#define PAIRLOCK_LINUX_MM_H
#include <linux/kernel.h>
#endif
