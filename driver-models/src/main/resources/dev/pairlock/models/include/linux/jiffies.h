/* pairlock stub kernel header: jiffies is the kernel's clock; every read is a fresh value. */
#ifndef PAIRLOCK_LINUX_JIFFIES_H
#define PAIRLOCK_LINUX_JIFFIES_H
#include <linux/types.h>
#include <pairlock/verifier.h>
#define HZ 100
#define jiffies (__pairlock_nondet_ulong())
#define jiffies_64 ((u64)__pairlock_nondet_u64())
#define get_jiffies_64() ((u64)__pairlock_nondet_u64())
#define time_after(a, b) ((long)((b) - (a)) < 0)
#define time_before(a, b) time_after(b, a)
#define time_after_eq(a, b) ((long)((a) - (b)) >= 0)
#define time_before_eq(a, b) time_after_eq(b, a)
#define time_is_before_jiffies(a) time_after(jiffies, a)
#define time_is_after_jiffies(a) time_before(jiffies, a)
#define MAX_JIFFY_OFFSET ((LONG_MAX >> 1) - 1)
static inline unsigned long msecs_to_jiffies(unsigned int m) { return m / 10; }
static inline unsigned long usecs_to_jiffies(unsigned int u) { return u / 10000; }
static inline unsigned int jiffies_to_msecs(unsigned long j) { return j * 10; }
static inline unsigned int jiffies_to_usecs(unsigned long j) { return j * 10000; }
#define round_jiffies(j) (j)
#define round_jiffies_relative(j) (j)
#endif
