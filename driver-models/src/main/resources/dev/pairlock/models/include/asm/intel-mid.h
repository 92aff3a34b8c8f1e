/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_INTEL_MID_H
#define PAIRLOCK_ASM_INTEL_MID_H
#include <linux/kernel.h>
#endif
