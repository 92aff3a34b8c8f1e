/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_ETHERDEVICE_H
#define PAIRLOCK_LINUX_ETHERDEVICE_H
#include <linux/kernel.h>
#endif
