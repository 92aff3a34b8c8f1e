/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_NSC_GPIO_H
#define PAIRLOCK_LINUX_NSC_GPIO_H
#include <linux/kernel.h>
#endif
