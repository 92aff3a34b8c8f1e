/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_NOTIFIER_H
#define PAIRLOCK_LINUX_NOTIFIER_H
#include <linux/kernel.h>
#endif
