/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_BOOTMEM_H
#define PAIRLOCK_LINUX_BOOTMEM_H
#include <linux/kernel.h>
#endif
