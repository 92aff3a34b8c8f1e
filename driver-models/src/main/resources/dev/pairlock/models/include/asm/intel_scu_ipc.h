/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_INTEL_SCU_IPC_H
#define PAIRLOCK_ASM_INTEL_SCU_IPC_H
#include <linux/kernel.h>
#endif
