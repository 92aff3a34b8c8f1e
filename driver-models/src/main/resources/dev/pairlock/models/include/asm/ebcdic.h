/* pairlock stub kernel header: EBCDIC conversion tables. */
#ifndef PAIRLOCK_ASM_EBCDIC_H
#define PAIRLOCK_ASM_EBCDIC_H
#include <linux/types.h>
extern __u8 _ascebc[256];
extern __u8 _ebcasc[256];
#endif
