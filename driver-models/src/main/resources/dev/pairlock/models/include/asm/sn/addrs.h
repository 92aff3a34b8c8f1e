/* pairlock stub kernel header: SGI SN address macros. */
#ifndef PAIRLOCK_ASM_SN_ADDRS_H
#define PAIRLOCK_ASM_SN_ADDRS_H
#include <linux/kernel.h>
#define TO_PHYS(x) ((unsigned long)(x))
#define GLOBAL_MMR_ADDR(n, a) ((unsigned long)(a))
/* ia64 platform query (asm/machvec.h in Linux). */
#define ia64_platform_is(name) (__pairlock_nondet_int())
#endif
