/*
 * pairlock stub kernel header. Declarations written for pairlock from the kernel's documented
 * interfaces, not taken from Linux. Like Linux's headers, which reach most of the core
 * transitively (module.h -> kobject.h -> spinlock.h, wait.h, workqueue.h ...), this one pulls in
 * the core headers at its end so drivers that rely on transitive includes compile.
 */
#ifndef PAIRLOCK_LINUX_KERNEL_H
#define PAIRLOCK_LINUX_KERNEL_H
#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/stddef.h>
#include <linux/errno.h>
#include <pairlock/verifier.h>

/* Logging: no effect on driver memory (pure in functions.xml). */
int printk(const char *fmt, ...);
#define KERN_EMERG "<0>"
#define KERN_ALERT "<1>"
#define KERN_CRIT "<2>"
#define KERN_ERR "<3>"
#define KERN_WARNING "<4>"
#define KERN_NOTICE "<5>"
#define KERN_INFO "<6>"
#define KERN_DEBUG "<7>"
#define KERN_CONT ""
#define pr_emerg(...) printk(__VA_ARGS__)
#define pr_alert(...) printk(__VA_ARGS__)
#define pr_crit(...) printk(__VA_ARGS__)
#define pr_err(...) printk(__VA_ARGS__)
#define pr_warn(...) printk(__VA_ARGS__)
#define pr_warning(...) printk(__VA_ARGS__)
#define pr_notice(...) printk(__VA_ARGS__)
#define pr_info(...) printk(__VA_ARGS__)
#define pr_cont(...) printk(__VA_ARGS__)
#define pr_debug(...) printk(__VA_ARGS__)
#define pr_devel(...) printk(__VA_ARGS__)
#define printk_once(...) printk(__VA_ARGS__)
#define printk_ratelimit() __pairlock_nondet_int()
#define pr_err_ratelimited(...) printk(__VA_ARGS__)
#define pr_fmt(fmt) fmt
int sprintf(char *buf, const char *fmt, ...);
int snprintf(char *buf, size_t size, const char *fmt, ...);
int scnprintf(char *buf, size_t size, const char *fmt, ...);
int sscanf(const char *buf, const char *fmt, ...);
unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base);
long simple_strtol(const char *cp, char **endp, unsigned int base);
unsigned long long memparse(const char *ptr, char **retptr);
int kstrtoul(const char *s, unsigned int base, unsigned long *res);
int kstrtoint(const char *s, unsigned int base, int *res);
char *kstrdup(const char *s, gfp_t gfp);
char *kstrndup(const char *s, size_t max, gfp_t gfp);

/* Assertions: a failed BUG_ON stops the thread (the kernel oopses). */
#define BUG() __builtin_trap()
#define BUG_ON(c) do { if (c) __builtin_trap(); } while (0)
#define WARN_ON(c) ({ int __pl_w = !!(c); __pl_w; })
#define WARN_ON_ONCE(c) WARN_ON(c)
#define WARN(c, ...) WARN_ON(c)
#define WARN_ONCE(c, ...) WARN_ON(c)
#define BUILD_BUG_ON(c) ((void)sizeof(char[1 - 2 * !!(c)]))
#define BUILD_BUG_ON_ZERO(c) 0
#define might_sleep() do { } while (0)
#define might_sleep_if(c) do { } while (0)

#define container_of(ptr, type, member) \
  ((type *)((char *)(ptr) - offsetof(type, member)))
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))
#define min3(a, b, c) min(min(a, b), c)
#define max3(a, b, c) max(max(a, b), c)
#define min_t(t, a, b) ((t)(a) < (t)(b) ? (t)(a) : (t)(b))
#define max_t(t, a, b) ((t)(a) > (t)(b) ? (t)(a) : (t)(b))
#define clamp(v, lo, hi) min(max(v, lo), hi)
#define clamp_t(t, v, lo, hi) min_t(t, max_t(t, v, lo), hi)
#define clamp_val(v, lo, hi) clamp(v, lo, hi)
#define swap(a, b) do { __typeof__(a) __pl_t = (a); (a) = (b); (b) = __pl_t; } while (0)
#define abs(x) ((x) < 0 ? -(x) : (x))
#define ALIGN(x, a) (((x) + ((a) - 1)) & ~((__typeof__(x))(a) - 1))
#define IS_ALIGNED(x, a) (((x) & ((__typeof__(x))(a) - 1)) == 0)
#define PTR_ALIGN(p, a) ((__typeof__(p))ALIGN((unsigned long)(p), (a)))
#define DIV_ROUND_UP(n, d) (((n) + (d) - 1) / (d))
#define roundup(x, y) ((((x) + ((y) - 1)) / (y)) * (y))
#define rounddown(x, y) ((x) - ((x) % (y)))
#define upper_32_bits(n) ((u32)(((n) >> 16) >> 16))
#define lower_32_bits(n) ((u32)(n))
#define INT_MAX ((int)(~0U >> 1))
#define INT_MIN (-INT_MAX - 1)
#define UINT_MAX (~0U)
#define LONG_MAX ((long)(~0UL >> 1))
#define ULONG_MAX (~0UL)
#define USHRT_MAX ((u16)(~0U))
#define U8_MAX ((u8)~0U)
#define U16_MAX ((u16)~0U)
#define U32_MAX ((u32)~0U)
#define __stringify_1(x) #x
#define __stringify(x) __stringify_1(x)
#define _RET_IP_ 0UL
#define FIELD_SIZEOF(t, f) (sizeof(((t *)0)->f))
/* The system state is set by the kernel: every read is a fresh value. */
enum system_states { SYSTEM_BOOTING, SYSTEM_RUNNING, SYSTEM_HALT, SYSTEM_POWER_OFF, SYSTEM_RESTART };
#define system_state ((enum system_states)__pairlock_nondet_int())
#define SZ_1K 0x400
#define SZ_4K 0x1000
#define SZ_1M 0x100000

#include <linux/byteorder.h>
#include <linux/string.h>
#include <linux/bitops.h>
#include <linux/atomic.h>
#include <linux/spinlock.h>
#include <linux/mutex.h>
#include <linux/rwsem.h>
#include <linux/semaphore.h>
#include <linux/list.h>
#include <linux/jiffies.h>
#include <linux/wait.h>
#include <linux/completion.h>
#include <linux/timer.h>
#include <linux/workqueue.h>
#include <linux/slab.h>
#include <linux/delay.h>
#include <linux/sched.h>
#include <linux/err.h>
#include <linux/io.h>
#include <linux/module.h>
#include <linux/bcd.h>
#include <linux/fs.h>
#include <linux/device.h>
#include <linux/uaccess.h>
#include <linux/time.h>
#endif
