/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_FD_H
#define PAIRLOCK_LINUX_FD_H
#include <linux/kernel.h>
#endif
