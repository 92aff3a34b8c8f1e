/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_PLATFORM_DEVICE_H
#define PAIRLOCK_LINUX_PLATFORM_DEVICE_H
#include <linux/kernel.h>
#endif
