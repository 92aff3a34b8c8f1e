/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_PAGE_H
#define PAIRLOCK_ASM_PAGE_H
#include <linux/kernel.h>
#endif
