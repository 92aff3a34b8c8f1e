/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_PGTABLE_H
#define PAIRLOCK_ASM_PGTABLE_H
#include <linux/mm.h>
#endif
