/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_BCD_H
#define PAIRLOCK_LINUX_BCD_H
#include <linux/kernel.h>
#endif
