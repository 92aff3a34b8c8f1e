/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_SN_TIOCX_H
#define PAIRLOCK_ASM_SN_TIOCX_H
#include <linux/kernel.h>
#endif
