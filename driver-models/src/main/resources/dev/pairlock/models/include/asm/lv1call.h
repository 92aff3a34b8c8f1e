/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_LV1CALL_H
#define PAIRLOCK_ASM_LV1CALL_H
#include <linux/kernel.h>
#endif
