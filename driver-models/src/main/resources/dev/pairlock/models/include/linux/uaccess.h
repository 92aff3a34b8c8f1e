/*
 * pairlock stub kernel header: user copies, effects listed in functions.xml. User memory is not
 * shared kernel state: only the kernel side of a copy is an access (copy_to_user reads the
 * kernel buffer, copy_from_user writes it).
 */
#ifndef PAIRLOCK_LINUX_UACCESS_H
#define PAIRLOCK_LINUX_UACCESS_H
#include <linux/types.h>
#include <pairlock/verifier.h>
#define VERIFY_READ 0
#define VERIFY_WRITE 1
unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);
#define get_user(x, ptr) __pairlock_get_user(&(x), (ptr), sizeof(*(ptr)))
#define put_user(x, ptr) \
  ({ __typeof__(*(ptr)) __pl_v = (x); __pairlock_put_user(&__pl_v, (ptr), sizeof(*(ptr))); })
#define __get_user(x, ptr) get_user(x, ptr)
#define __put_user(x, ptr) put_user(x, ptr)
#define __copy_to_user(to, from, n) copy_to_user((to), (from), (n))
#define __copy_from_user(to, from, n) copy_from_user((to), (from), (n))
#define access_ok(type, addr, size) (__pairlock_nondet_int())
unsigned long clear_user(void __user *to, unsigned long n);
long strncpy_from_user(char *dst, const char __user *src, long count);
#endif
