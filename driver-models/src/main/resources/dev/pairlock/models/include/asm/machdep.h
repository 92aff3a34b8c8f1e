/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_MACHDEP_H
#define PAIRLOCK_ASM_MACHDEP_H
#include <linux/kernel.h>
#endif
