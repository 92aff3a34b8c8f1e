/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_EBCDIC_H
#define PAIRLOCK_ASM_EBCDIC_H
#include <linux/kernel.h>
#endif
