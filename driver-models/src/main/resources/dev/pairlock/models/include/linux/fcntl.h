/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_FCNTL_H
#define PAIRLOCK_LINUX_FCNTL_H
#include <linux/kernel.h>
#endif
