/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_KFIFO_H
#define PAIRLOCK_LINUX_KFIFO_H
#include <linux/kernel.h>
#endif
