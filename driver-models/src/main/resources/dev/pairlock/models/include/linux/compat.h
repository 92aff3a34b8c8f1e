/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_COMPAT_H
#define PAIRLOCK_LINUX_COMPAT_H
#include <linux/kernel.h>
#endif
