/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_SONYPI_H
#define PAIRLOCK_LINUX_SONYPI_H
#include <linux/kernel.h>
#endif
