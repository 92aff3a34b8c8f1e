/*
 * pairlock stub kernel header: atomic_t. Every operation is one access to the counter inside the
 * global atomic section (see bitops.h): atomic operations never race with each other, and they
 * protect nothing else (an atomic counter is not a lock; accesses around it are unordered).
 * Macros, not functions, so that the points-to analysis does not merge unrelated counters.
 */
#ifndef PAIRLOCK_LINUX_ATOMIC_H
#define PAIRLOCK_LINUX_ATOMIC_H
#include <linux/types.h>
#include <linux/bitops.h>
typedef struct { int counter; } atomic_t;
typedef struct { long counter; } atomic_long_t;
typedef struct { long long counter; } atomic64_t;
#define ATOMIC_INIT(i) { (i) }
#define __PL_ATOMIC_VAL(expr) \
  ({ __pairlock_atomic_begin(&__pairlock_atomic_section); __typeof__(expr) __pl_r = (expr); \
     __pairlock_atomic_end(&__pairlock_atomic_section); __pl_r; })
#define __PL_ATOMIC(stmt) \
  do { __pairlock_atomic_begin(&__pairlock_atomic_section); stmt; \
       __pairlock_atomic_end(&__pairlock_atomic_section); } while (0)
#define atomic_read(v) __PL_ATOMIC_VAL((v)->counter)
#define atomic_set(v, i) __PL_ATOMIC((v)->counter = (i))
#define atomic_add(i, v) __PL_ATOMIC((v)->counter += (i))
#define atomic_sub(i, v) __PL_ATOMIC((v)->counter -= (i))
#define atomic_inc(v) __PL_ATOMIC((v)->counter++)
#define atomic_dec(v) __PL_ATOMIC((v)->counter--)
#define atomic_add_return(i, v) __PL_ATOMIC_VAL((v)->counter += (i))
#define atomic_sub_return(i, v) __PL_ATOMIC_VAL((v)->counter -= (i))
#define atomic_inc_return(v) atomic_add_return(1, (v))
#define atomic_dec_return(v) atomic_sub_return(1, (v))
#define atomic_inc_and_test(v) (atomic_add_return(1, (v)) == 0)
#define atomic_dec_and_test(v) (atomic_sub_return(1, (v)) == 0)
#define atomic_sub_and_test(i, v) (atomic_sub_return((i), (v)) == 0)
#define atomic_xchg(v, n) \
  __PL_ATOMIC_VAL(({ __typeof__((v)->counter) __pl_o = (v)->counter; (v)->counter = (n); __pl_o; }))
#define atomic_cmpxchg(v, o, n) \
  __PL_ATOMIC_VAL(({ __typeof__((v)->counter) __pl_o = (v)->counter; \
                     if (__pl_o == (o)) (v)->counter = (n); __pl_o; }))
#define atomic_add_unless(v, a, u) \
  __PL_ATOMIC_VAL(({ __typeof__((v)->counter) __pl_o = (v)->counter; \
                     if (__pl_o != (u)) (v)->counter = __pl_o + (a); __pl_o != (u); }))
#define atomic_inc_not_zero(v) atomic_add_unless((v), 1, 0)
#define atomic_long_read(v) atomic_read(v)
#define atomic_long_set(v, i) atomic_set(v, i)
#define atomic_long_inc(v) atomic_inc(v)
#define atomic_long_add(i, v) atomic_add(i, v)
#define atomic64_read(v) atomic_read(v)
#define atomic64_set(v, i) atomic_set(v, i)
#define atomic64_inc(v) atomic_inc(v)
#define atomic64_add(i, v) atomic_add(i, v)
#define smp_mb() do { } while (0)
#define smp_rmb() do { } while (0)
#define smp_wmb() do { } while (0)
#define mb() do { } while (0)
#define rmb() do { } while (0)
#define wmb() do { } while (0)
#define mmiowb() do { } while (0)
#define smp_read_barrier_depends() do { } while (0)
#define read_barrier_depends() do { } while (0)
#define cpu_relax() do { } while (0)
#endif
