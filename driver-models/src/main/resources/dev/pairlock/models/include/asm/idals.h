/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_IDALS_H
#define PAIRLOCK_ASM_IDALS_H
#include <linux/kernel.h>
#endif
