/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_CIO_H
#define PAIRLOCK_ASM_CIO_H
#include <linux/kernel.h>
#endif
