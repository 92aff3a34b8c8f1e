/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_IRQ_H
#define PAIRLOCK_ASM_IRQ_H
#include <linux/kernel.h>
#endif
