/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_USB_H
#define PAIRLOCK_LINUX_USB_H
#include <linux/kernel.h>
#endif
