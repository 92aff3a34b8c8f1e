/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_REBOOT_H
#define PAIRLOCK_LINUX_REBOOT_H
#include <linux/kernel.h>
#endif
