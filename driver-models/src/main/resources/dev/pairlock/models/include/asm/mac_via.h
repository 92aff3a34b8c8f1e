/* pairlock stub kernel header: Macintosh VIA (device registers). */
#ifndef PAIRLOCK_ASM_MAC_VIA_H
#define PAIRLOCK_ASM_MAC_VIA_H
#include <linux/kernel.h>
void via1_set_head(int head);
#endif
