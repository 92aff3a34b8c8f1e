/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_SERIAL_REG_H
#define PAIRLOCK_LINUX_SERIAL_REG_H
#include <linux/kernel.h>
#endif
