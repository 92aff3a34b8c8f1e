/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_RTC_H
#define PAIRLOCK_LINUX_RTC_H
#include <linux/kernel.h>
#endif
