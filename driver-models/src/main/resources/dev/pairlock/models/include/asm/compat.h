/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_COMPAT_H
#define PAIRLOCK_ASM_COMPAT_H
#include <linux/compat.h>
#endif
