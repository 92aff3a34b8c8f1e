/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_IF_VLAN_H
#define PAIRLOCK_LINUX_IF_VLAN_H
#include <linux/kernel.h>
#endif
