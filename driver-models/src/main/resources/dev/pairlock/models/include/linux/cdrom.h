/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_CDROM_H
#define PAIRLOCK_LINUX_CDROM_H
#include <linux/kernel.h>
#endif
