/* pairlock stub kernel header: user copies, effects listed in functions.xml. */
#ifndef PAIRLOCK_LINUX_UACCESS_H
#define PAIRLOCK_LINUX_UACCESS_H
#include <linux/types.h>
#include <linux/kernel.h> /* as in Linux, reached transitively */
unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);
int __pairlock_get_user(void *dst, const void __user *src, unsigned long n);
int __pairlock_put_user(const void *src, void __user *dst, unsigned long n);
#define get_user(x, ptr) __pairlock_get_user(&(x), (ptr), sizeof(*(ptr)))
#define put_user(x, ptr) \
  ({ __typeof__(*(ptr)) __pl_v = (x); __pairlock_put_user(&__pl_v, (ptr), sizeof(*(ptr))); })
#endif
