/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_CDEV_H
#define PAIRLOCK_LINUX_CDEV_H
#include <linux/kernel.h>
#endif
