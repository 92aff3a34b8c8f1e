/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_SYSTEM_H
#define PAIRLOCK_ASM_SYSTEM_H
#include <linux/kernel.h>
#endif
