/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_ETHTOOL_H
#define PAIRLOCK_LINUX_ETHTOOL_H
#include <linux/kernel.h>
#endif
