/*
 * pairlock stub kernel header: spinlocks and rwlocks. The lock functions are plain extern
 * functions listed in locks.xml (the frontend turns them into lockset operations). The _irq,
 * _irqsave and _bh forms exclude the same threads as the plain form (interrupt handlers are not
 * entry points of the pair analysis), so they are the same lock operation.
 */
#ifndef PAIRLOCK_LINUX_SPINLOCK_H
#define PAIRLOCK_LINUX_SPINLOCK_H
#include <linux/types.h>
#include <pairlock/verifier.h>
typedef struct spinlock {
  int __pairlock_state;
} spinlock_t;
typedef struct raw_spinlock {
  int __pairlock_state;
} raw_spinlock_t;
typedef struct rwlock {
  int __pairlock_state;
} rwlock_t;
#define __SPIN_LOCK_UNLOCKED(name) {0}
#define SPIN_LOCK_UNLOCKED {0}
#define DEFINE_SPINLOCK(name) spinlock_t name = {0}
#define DEFINE_RAW_SPINLOCK(name) raw_spinlock_t name = {0}
#define __RAW_SPIN_LOCK_UNLOCKED(name) {0}
#define DEFINE_RWLOCK(name) rwlock_t name = {0}
#define __RW_LOCK_UNLOCKED(name) {0}
void spin_lock_init(spinlock_t *lock);
void spin_lock(spinlock_t *lock);
void spin_unlock(spinlock_t *lock);
int spin_trylock(spinlock_t *lock);
void spin_lock_irq(spinlock_t *lock);
void spin_unlock_irq(spinlock_t *lock);
void spin_lock_bh(spinlock_t *lock);
void spin_unlock_bh(spinlock_t *lock);
unsigned long spin_lock_irqsave(spinlock_t *lock);
void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags);
int spin_is_locked(spinlock_t *lock);
/* The kernel's macro assigns the saved flags; the call keeps the function's name. */
#define spin_lock_irqsave(lock, flags) ((flags) = spin_lock_irqsave(lock))
#define spin_lock_irqsave_nested(lock, flags, sub) ((flags) = spin_lock_irqsave(lock))
#define spin_lock_nested(lock, sub) spin_lock(lock)
#define spin_lock_bh_nested(lock, sub) spin_lock_bh(lock)
/* The kernel's trylock forms mask interrupts around spin_trylock: the same try here. */
#define spin_trylock_irq(lock) spin_trylock(lock)
#define spin_trylock_bh(lock) spin_trylock(lock)
#define spin_trylock_irqsave(lock, flags) ((flags) = 0, spin_trylock(lock))
/* Raw spinlocks: macros over _raw_spin_* functions (locks.xml, kind spinlock), as in Linux. */
void raw_spin_lock_init(raw_spinlock_t *lock);
void _raw_spin_lock(raw_spinlock_t *lock);
void _raw_spin_unlock(raw_spinlock_t *lock);
int _raw_spin_trylock(raw_spinlock_t *lock);
void _raw_spin_lock_irq(raw_spinlock_t *lock);
void _raw_spin_unlock_irq(raw_spinlock_t *lock);
void _raw_spin_lock_bh(raw_spinlock_t *lock);
void _raw_spin_unlock_bh(raw_spinlock_t *lock);
unsigned long _raw_spin_lock_irqsave(raw_spinlock_t *lock);
void _raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags);
#define raw_spin_lock(l) _raw_spin_lock(l)
#define raw_spin_unlock(l) _raw_spin_unlock(l)
#define raw_spin_trylock(l) _raw_spin_trylock(l)
#define raw_spin_lock_irq(l) _raw_spin_lock_irq(l)
#define raw_spin_unlock_irq(l) _raw_spin_unlock_irq(l)
#define raw_spin_lock_bh(l) _raw_spin_lock_bh(l)
#define raw_spin_unlock_bh(l) _raw_spin_unlock_bh(l)
#define raw_spin_lock_irqsave(l, flags) ((flags) = _raw_spin_lock_irqsave(l))
#define raw_spin_unlock_irqrestore(l, flags) _raw_spin_unlock_irqrestore((l), (flags))
void rwlock_init(rwlock_t *lock);
/* As in Linux, the rwlock operations are macros over _raw_* functions (listed in locks.xml), so a
   driver may still name its own objects read_lock or write_lock. */
void _raw_read_lock(rwlock_t *lock);
void _raw_read_unlock(rwlock_t *lock);
void _raw_write_lock(rwlock_t *lock);
void _raw_write_unlock(rwlock_t *lock);
void _raw_read_lock_irq(rwlock_t *lock);
void _raw_read_unlock_irq(rwlock_t *lock);
void _raw_write_lock_irq(rwlock_t *lock);
void _raw_write_unlock_irq(rwlock_t *lock);
void _raw_read_lock_bh(rwlock_t *lock);
void _raw_read_unlock_bh(rwlock_t *lock);
void _raw_write_lock_bh(rwlock_t *lock);
void _raw_write_unlock_bh(rwlock_t *lock);
unsigned long _raw_read_lock_irqsave(rwlock_t *lock);
void _raw_read_unlock_irqrestore(rwlock_t *lock, unsigned long flags);
unsigned long _raw_write_lock_irqsave(rwlock_t *lock);
void _raw_write_unlock_irqrestore(rwlock_t *lock, unsigned long flags);
int _raw_write_trylock(rwlock_t *lock);
/* A try in read mode: either nothing happens, or the read lock is taken. */
static inline int _raw_read_trylock(rwlock_t *lock) {
  if (__pairlock_nondet_int()) {
    _raw_read_lock(lock);
    return 1;
  }
  return 0;
}
#define read_trylock(l) _raw_read_trylock(l)
#define write_trylock(l) _raw_write_trylock(l)
#define read_lock(l) _raw_read_lock(l)
#define read_unlock(l) _raw_read_unlock(l)
#define write_lock(l) _raw_write_lock(l)
#define write_unlock(l) _raw_write_unlock(l)
#define read_lock_irq(l) _raw_read_lock_irq(l)
#define read_unlock_irq(l) _raw_read_unlock_irq(l)
#define write_lock_irq(l) _raw_write_lock_irq(l)
#define write_unlock_irq(l) _raw_write_unlock_irq(l)
#define read_lock_bh(l) _raw_read_lock_bh(l)
#define read_unlock_bh(l) _raw_read_unlock_bh(l)
#define write_lock_bh(l) _raw_write_lock_bh(l)
#define write_unlock_bh(l) _raw_write_unlock_bh(l)
#define read_lock_irqsave(l, flags) ((flags) = _raw_read_lock_irqsave(l))
#define read_unlock_irqrestore(l, flags) _raw_read_unlock_irqrestore((l), (flags))
#define write_lock_irqsave(l, flags) ((flags) = _raw_write_lock_irqsave(l))
#define write_unlock_irqrestore(l, flags) _raw_write_unlock_irqrestore((l), (flags))
/* Interrupt masking alone protects nothing between entry points on different CPUs: an interrupt
   handler runs on another CPU meanwhile. Masking is reported (functions.xml, no-protection). */
void __pairlock_local_irq_disable(void);
#define local_irq_save(flags) ((flags) = 0, __pairlock_local_irq_disable())
#define local_irq_restore(flags) ((void)(flags))
#define local_irq_disable() __pairlock_local_irq_disable()
#define local_irq_enable() do { } while (0)
#define local_bh_disable() do { } while (0)
#define local_bh_enable() do { } while (0)
#define preempt_disable() do { } while (0)
#define preempt_enable() do { } while (0)
#define assert_spin_locked(l) do { } while (0)
#define lockdep_assert_held(l) do { } while (0)
#endif
