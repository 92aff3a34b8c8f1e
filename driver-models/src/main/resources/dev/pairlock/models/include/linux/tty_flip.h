/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_TTY_FLIP_H
#define PAIRLOCK_LINUX_TTY_FLIP_H
#include <linux/kernel.h>
#endif
