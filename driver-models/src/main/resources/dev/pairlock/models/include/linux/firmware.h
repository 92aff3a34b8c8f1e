/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_FIRMWARE_H
#define PAIRLOCK_LINUX_FIRMWARE_H
#include <linux/kernel.h>
#endif
