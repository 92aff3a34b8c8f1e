/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_CELL_REGS_H
#define PAIRLOCK_ASM_CELL_REGS_H
#include <linux/kernel.h>
#endif
