/* pairlock stub kernel header: 32-bit compatibility. */
#ifndef PAIRLOCK_LINUX_COMPAT_H
#define PAIRLOCK_LINUX_COMPAT_H
#include <linux/kernel.h>
typedef u32 compat_uptr_t;
typedef s32 compat_int_t;
typedef u32 compat_ulong_t;
#define is_compat_task() (__pairlock_nondet_int())
static inline void __user *compat_ptr(compat_uptr_t uptr) { return (void __user *)(unsigned long)uptr; }
#endif
