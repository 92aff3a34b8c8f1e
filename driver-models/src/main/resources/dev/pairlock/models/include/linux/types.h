/* pairlock stub kernel header: basic types. Written for pairlock, not taken from Linux. */
#ifndef PAIRLOCK_LINUX_TYPES_H
#define PAIRLOCK_LINUX_TYPES_H

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef signed char s8;
typedef short s16;
typedef int s32;
typedef long long s64;
typedef u8 __u8;
typedef u16 __u16;
typedef u32 __u32;
typedef u64 __u64;
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef unsigned int gfp_t;
typedef unsigned int fmode_t;
typedef unsigned short umode_t;
typedef unsigned int dev_t;
typedef long ptrdiff_t;
typedef unsigned long uintptr_t;
typedef _Bool bool;

#define true 1
#define false 0
#define NULL ((void *)0)

#define __user
#define __iomem
#define __kernel
#define __force
#define __must_check
#define __always_inline inline
#define __read_mostly
#define likely(x) (x)
#define unlikely(x) (x)

#endif
