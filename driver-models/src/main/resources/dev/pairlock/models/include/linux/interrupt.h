/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_INTERRUPT_H
#define PAIRLOCK_LINUX_INTERRUPT_H
#include <linux/kernel.h>
#endif
