/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_IP_H
#define PAIRLOCK_LINUX_IP_H
#include <linux/kernel.h>
#endif
