/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_APB_TIMER_H
#define PAIRLOCK_ASM_APB_TIMER_H
#include <linux/kernel.h>
#endif
