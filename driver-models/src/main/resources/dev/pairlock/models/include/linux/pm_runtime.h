/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_PM_RUNTIME_H
#define PAIRLOCK_LINUX_PM_RUNTIME_H
#include <linux/kernel.h>
#endif
