/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_HDREG_H
#define PAIRLOCK_LINUX_HDREG_H
#include <linux/kernel.h>
#endif
