/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_NETDEVICE_H
#define PAIRLOCK_LINUX_NETDEVICE_H
#include <linux/kernel.h>
#endif
