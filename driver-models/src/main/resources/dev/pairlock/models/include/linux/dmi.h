/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_DMI_H
#define PAIRLOCK_LINUX_DMI_H
#include <linux/kernel.h>
#endif
