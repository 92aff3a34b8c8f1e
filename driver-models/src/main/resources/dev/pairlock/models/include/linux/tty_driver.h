/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_TTY_DRIVER_H
#define PAIRLOCK_LINUX_TTY_DRIVER_H
#include <linux/kernel.h>
#endif
