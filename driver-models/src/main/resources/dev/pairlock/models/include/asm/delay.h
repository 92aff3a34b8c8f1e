/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_DELAY_H
#define PAIRLOCK_ASM_DELAY_H
#include <linux/kernel.h>
#endif
