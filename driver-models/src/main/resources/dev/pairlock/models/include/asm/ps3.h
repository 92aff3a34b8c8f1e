/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_PS3_H
#define PAIRLOCK_ASM_PS3_H
#include <linux/kernel.h>
#endif
