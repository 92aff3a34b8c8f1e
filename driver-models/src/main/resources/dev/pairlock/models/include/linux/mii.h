/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_MII_H
#define PAIRLOCK_LINUX_MII_H
#include <linux/kernel.h>
#endif
