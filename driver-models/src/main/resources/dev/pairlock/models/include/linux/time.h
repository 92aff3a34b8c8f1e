/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_TIME_H
#define PAIRLOCK_LINUX_TIME_H
#include <linux/kernel.h>
#endif
