/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_IN_H
#define PAIRLOCK_LINUX_IN_H
#include <linux/kernel.h>
#endif
