/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_KERNEL_H
#define PAIRLOCK_LINUX_KERNEL_H
#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/stddef.h>
#include <linux/errno.h>

int printk(const char *fmt, ...);
#define KERN_ERR "<3>"
#define KERN_WARNING "<4>"
#define KERN_NOTICE "<5>"
#define KERN_INFO "<6>"
#define KERN_DEBUG "<7>"
#define pr_err(...) printk(__VA_ARGS__)
#define pr_warn(...) printk(__VA_ARGS__)
#define pr_info(...) printk(__VA_ARGS__)
#define pr_debug(...) printk(__VA_ARGS__)

#define container_of(ptr, type, member) \
  ((type *)((char *)(ptr) - offsetof(type, member)))
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))
#define min_t(t, a, b) ((t)(a) < (t)(b) ? (t)(a) : (t)(b))
#define max_t(t, a, b) ((t)(a) > (t)(b) ? (t)(a) : (t)(b))

#endif
