/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_SIGNAL_H
#define PAIRLOCK_LINUX_SIGNAL_H
#include <linux/kernel.h>
#endif
