/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_UIO_H
#define PAIRLOCK_LINUX_UIO_H
#include <linux/kernel.h>
#endif
