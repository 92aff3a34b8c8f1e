/* pairlock stub kernel header: error numbers (values as in the kernel ABI). */
#ifndef PAIRLOCK_LINUX_ERRNO_H
#define PAIRLOCK_LINUX_ERRNO_H
#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EIO 5
#define ENXIO 6
#define E2BIG 7
#define EAGAIN 11
#define ENOMEM 12
#define EFAULT 14
#define EBUSY 16
#define ENODEV 19
#define EINVAL 22
#define ENOSPC 28
#define ESPIPE 29
#define ERANGE 34
#define ENOTTY 25
#define ENOSYS 38
#define ERESTARTSYS 512
#endif
