/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_WATCHDOG_H
#define PAIRLOCK_LINUX_WATCHDOG_H
#include <linux/kernel.h>
#endif
