/* pairlock stub kernel header: ioctl numbers. */
#ifndef PAIRLOCK_LINUX_IOCTL_H
#define PAIRLOCK_LINUX_IOCTL_H
#define _IOC(dir, type, nr, size) \
  (((dir) << 30) | ((type) << 8) | (nr) | ((size) << 16))
#define _IO(type, nr) _IOC(0U, (type), (nr), 0)
#define _IOR(type, nr, t) _IOC(2U, (type), (nr), sizeof(t))
#define _IOW(type, nr, t) _IOC(1U, (type), (nr), sizeof(t))
#define _IOWR(type, nr, t) _IOC(3U, (type), (nr), sizeof(t))
#endif
