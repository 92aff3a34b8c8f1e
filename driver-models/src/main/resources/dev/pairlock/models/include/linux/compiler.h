/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_COMPILER_H
#define PAIRLOCK_LINUX_COMPILER_H
#include <linux/types.h>
#define READ_ONCE(x) (*(volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#define barrier() __asm__ __volatile__("" ::: "memory")
#endif
