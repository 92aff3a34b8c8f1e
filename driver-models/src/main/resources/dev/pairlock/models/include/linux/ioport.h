/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_IOPORT_H
#define PAIRLOCK_LINUX_IOPORT_H
#include <linux/kernel.h>
#endif
