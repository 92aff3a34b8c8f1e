/*
 * pairlock stub kernel header: bit operations.
 * Atomic bit operations are modelled as an access inside a global atomic section
 * (the pseudo-lock __pairlock_atomic_section, kind "atomic"): two atomic operations on one word
 * never race, but the section protects nothing else — a plain access to the same word still
 * races with them, and no other access is ordered by them. The non-atomic __set_bit family are
 * plain accesses.
 */
#ifndef PAIRLOCK_LINUX_BITOPS_H
#define PAIRLOCK_LINUX_BITOPS_H
#include <linux/types.h>
#include <pairlock/verifier.h>
#define BITS_PER_LONG 64
#define BITS_PER_BYTE 8
#define BIT(nr) (1UL << (nr))
#define BIT_MASK(nr) (1UL << ((nr) % BITS_PER_LONG))
#define BIT_WORD(nr) ((nr) / BITS_PER_LONG)
#define BITS_TO_LONGS(nr) (((nr) + 63) / 64)
#define DECLARE_BITMAP(name, bits) unsigned long name[BITS_TO_LONGS(bits)]
#define GENMASK(h, l) (((~0UL) << (l)) & (~0UL >> (BITS_PER_LONG - 1 - (h))))

/* The atomic pseudo-lock (locks.xml: __pairlock_atomic_begin/_end, kind atomic); a weak
   definition, so the files of one driver share it. */
int __pairlock_atomic_section __attribute__((weak));

#define __PL_BITOP(nr, addr, body) \
  ({ __pairlock_atomic_begin(&__pairlock_atomic_section); \
     unsigned long *__pl_w = (unsigned long *)(addr) + BIT_WORD(nr); \
     unsigned long __pl_m = BIT_MASK(nr); unsigned long __pl_old = *__pl_w; body; \
     __pairlock_atomic_end(&__pairlock_atomic_section); (__pl_old & __pl_m) != 0; })
#define set_bit(nr, addr) ((void)__PL_BITOP(nr, addr, *__pl_w = __pl_old | __pl_m))
#define clear_bit(nr, addr) ((void)__PL_BITOP(nr, addr, *__pl_w = __pl_old & ~__pl_m))
#define change_bit(nr, addr) ((void)__PL_BITOP(nr, addr, *__pl_w = __pl_old ^ __pl_m))
#define test_bit(nr, addr) ((int)__PL_BITOP(nr, addr, (void)0))
#define test_and_set_bit(nr, addr) ((int)__PL_BITOP(nr, addr, *__pl_w = __pl_old | __pl_m))
#define test_and_clear_bit(nr, addr) ((int)__PL_BITOP(nr, addr, *__pl_w = __pl_old & ~__pl_m))
#define test_and_change_bit(nr, addr) ((int)__PL_BITOP(nr, addr, *__pl_w = __pl_old ^ __pl_m))
/* Non-atomic variants: plain accesses. */
#define __PL_NBITOP(nr, addr, body) \
  ({ unsigned long *__pl_w = (unsigned long *)(addr) + BIT_WORD(nr); \
     unsigned long __pl_m = BIT_MASK(nr); unsigned long __pl_old = *__pl_w; body; \
     (__pl_old & __pl_m) != 0; })
#define __set_bit(nr, addr) ((void)__PL_NBITOP(nr, addr, *__pl_w = __pl_old | __pl_m))
#define __clear_bit(nr, addr) ((void)__PL_NBITOP(nr, addr, *__pl_w = __pl_old & ~__pl_m))
#define __test_and_set_bit(nr, addr) ((int)__PL_NBITOP(nr, addr, *__pl_w = __pl_old | __pl_m))
#define __test_and_clear_bit(nr, addr) ((int)__PL_NBITOP(nr, addr, *__pl_w = __pl_old & ~__pl_m))
#define smp_mb__before_clear_bit() do { } while (0)
#define smp_mb__after_clear_bit() do { } while (0)
#define smp_mb__before_atomic() do { } while (0)
#define smp_mb__after_atomic() do { } while (0)
static inline int hweight32(unsigned int w) { return __builtin_popcount(w); }
static inline int hweight8(unsigned int w) { return __builtin_popcount(w & 0xff); }
static inline int ffs(int x) { return __builtin_ffs(x); }
static inline unsigned long __ffs(unsigned long w) { return __builtin_ctzl(w); }
static inline int fls(int x) { return x ? 32 - __builtin_clz(x) : 0; }
unsigned long find_first_bit(const unsigned long *addr, unsigned long size);
unsigned long find_first_zero_bit(const unsigned long *addr, unsigned long size);
unsigned long find_next_bit(const unsigned long *addr, unsigned long size, unsigned long off);
#define for_each_set_bit(bit, addr, size) \
  for ((bit) = find_first_bit((addr), (size)); (bit) < (size); \
       (bit) = find_next_bit((addr), (size), (bit) + 1))
#endif
