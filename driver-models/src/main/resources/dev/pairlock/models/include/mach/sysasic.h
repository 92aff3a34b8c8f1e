/* pairlock stub kernel header. */
#ifndef PAIRLOCK_MACH_SYSASIC_H
#define PAIRLOCK_MACH_SYSASIC_H
#include <linux/kernel.h>
#endif
