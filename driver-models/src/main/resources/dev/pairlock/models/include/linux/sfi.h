/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_SFI_H
#define PAIRLOCK_LINUX_SFI_H
#include <linux/kernel.h>
#endif
