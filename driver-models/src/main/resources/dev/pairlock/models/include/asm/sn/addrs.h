/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_SN_ADDRS_H
#define PAIRLOCK_ASM_SN_ADDRS_H
#include <linux/kernel.h>
#endif
