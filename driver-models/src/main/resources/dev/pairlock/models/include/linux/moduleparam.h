/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_MODULEPARAM_H
#define PAIRLOCK_LINUX_MODULEPARAM_H
#include <linux/kernel.h>
#endif
