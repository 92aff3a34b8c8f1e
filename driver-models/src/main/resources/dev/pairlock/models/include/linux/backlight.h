/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_BACKLIGHT_H
#define PAIRLOCK_LINUX_BACKLIGHT_H
#include <linux/kernel.h>
#endif
