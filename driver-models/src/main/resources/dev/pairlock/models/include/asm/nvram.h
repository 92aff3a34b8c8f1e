/* pairlock stub kernel header: platform NVRAM accessors (powerpc). */
#ifndef PAIRLOCK_ASM_NVRAM_H
#define PAIRLOCK_ASM_NVRAM_H
#include <linux/kernel.h>
#define IOC_NVRAM_GET_OFFSET _IOWR('p', 0x42, int)
#define IOC_NVRAM_SYNC _IO('p', 0x43)
#include <linux/ioctl.h>
static inline unsigned char nvram_read_byte(int addr) { return (unsigned char)__pairlock_nondet_int(); }
static inline void nvram_write_byte(unsigned char val, int addr) {}
static inline void nvram_sync(void) {}
static inline ssize_t nvram_get_size(void) { return __pairlock_nondet_long(); }
#endif
