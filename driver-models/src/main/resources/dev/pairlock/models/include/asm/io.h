/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_IO_H
#define PAIRLOCK_ASM_IO_H
#include <linux/kernel.h>
#endif
