/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_RTNETLINK_H
#define PAIRLOCK_LINUX_RTNETLINK_H
#include <linux/kernel.h>
#endif
