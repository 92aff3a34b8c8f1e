/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_PREFETCH_H
#define PAIRLOCK_LINUX_PREFETCH_H
#include <linux/skbuff.h>
#endif
