/* pairlock stub kernel header: delays have no effect on driver memory. */
#ifndef PAIRLOCK_LINUX_DELAY_H
#define PAIRLOCK_LINUX_DELAY_H
#include <linux/types.h>
#include <pairlock/verifier.h>
static inline void udelay(unsigned long us) {}
static inline void ndelay(unsigned long ns) {}
static inline void mdelay(unsigned long ms) {}
static inline void msleep(unsigned int ms) {}
static inline void ssleep(unsigned int s) {}
static inline void usleep_range(unsigned long lo, unsigned long hi) {}
static inline unsigned long msleep_interruptible(unsigned int ms) { return __pairlock_nondet_ulong(); }
#define loops_per_jiffy (__pairlock_nondet_ulong())
#endif
