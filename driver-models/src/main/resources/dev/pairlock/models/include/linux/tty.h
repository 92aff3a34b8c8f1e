/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_TTY_H
#define PAIRLOCK_LINUX_TTY_H
#include <linux/kernel.h>
#endif
