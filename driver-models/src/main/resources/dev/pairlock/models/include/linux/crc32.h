/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_CRC32_H
#define PAIRLOCK_LINUX_CRC32_H
#include <linux/kernel.h>
#endif
