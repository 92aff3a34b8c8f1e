/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_TCP_H
#define PAIRLOCK_LINUX_TCP_H
#include <linux/kernel.h>
#endif
