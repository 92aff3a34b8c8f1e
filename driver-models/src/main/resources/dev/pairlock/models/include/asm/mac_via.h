/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_MAC_VIA_H
#define PAIRLOCK_ASM_MAC_VIA_H
#include <linux/kernel.h>
#endif
