/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_PS3GPU_H
#define PAIRLOCK_ASM_PS3GPU_H
#include <linux/kernel.h>
#endif
