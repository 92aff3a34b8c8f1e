/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_SN_INTR_H
#define PAIRLOCK_ASM_SN_INTR_H
#include <linux/kernel.h>
#endif
