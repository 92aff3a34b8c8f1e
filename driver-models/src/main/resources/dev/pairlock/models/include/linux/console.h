/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_CONSOLE_H
#define PAIRLOCK_LINUX_CONSOLE_H
#include <linux/kernel.h>
#endif
