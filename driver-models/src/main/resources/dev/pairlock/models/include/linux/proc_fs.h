/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_PROC_FS_H
#define PAIRLOCK_LINUX_PROC_FS_H
#include <linux/kernel.h>
#endif
