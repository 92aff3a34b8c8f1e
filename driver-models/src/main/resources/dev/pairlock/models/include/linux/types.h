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
typedef s8 __s8;
typedef s16 __s16;
typedef s32 __s32;
typedef s64 __s64;
typedef u16 __le16;
typedef u32 __le32;
typedef u64 __le64;
typedef u16 __be16;
typedef u32 __be32;
typedef u64 __be64;
typedef u16 __sum16;
typedef u32 __wsum;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned char unchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef long off_t;
typedef unsigned int gfp_t;
typedef unsigned int fmode_t;
typedef unsigned short umode_t;
typedef unsigned int dev_t;
typedef long ptrdiff_t;
typedef unsigned long uintptr_t;
typedef long intptr_t;
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef long time_t;
typedef long clock_t;
typedef u64 dma_addr_t;
typedef u64 phys_addr_t;
typedef u64 resource_size_t;
typedef unsigned long sector_t;
typedef unsigned long blkcnt_t;
typedef unsigned long irq_hw_number_t;
typedef unsigned int __poll_t;
typedef _Bool bool;

#define true 1
#define false 0
#define NULL ((void *)0)

#define __user
#define __iomem
#define __kernel
#define __force
#define __bitwise
#define __must_check
#define __always_inline inline
#define noinline __attribute__((noinline))
#define __read_mostly
#define __devinit
#define __devexit
#define __devinitdata
#define __devexit_p(x) x
#define __cpuinit
#define __weak __attribute__((weak))
#define __packed __attribute__((packed))
#define __aligned(x) __attribute__((aligned(x)))
#define __maybe_unused __attribute__((unused))
#define __used __attribute__((used))
#define __cold
#define __iomem
#define __rcu
#define __percpu
#define __acquires(x)
#define __releases(x)
#define __cacheline_aligned
#define ____cacheline_aligned
#define ____cacheline_aligned_in_smp
#define __cacheline_aligned_in_smp
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

#endif
