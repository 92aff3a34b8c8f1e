/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_INPUT_H
#define PAIRLOCK_LINUX_INPUT_H
#include <linux/kernel.h>
#endif
