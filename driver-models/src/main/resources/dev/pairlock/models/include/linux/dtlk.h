/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_DTLK_H
#define PAIRLOCK_LINUX_DTLK_H
#include <linux/kernel.h>
#endif
