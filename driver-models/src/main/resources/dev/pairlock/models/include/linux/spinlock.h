/* pairlock stub kernel header: spinlocks are plain extern functions so calls reach the IR. */
#ifndef PAIRLOCK_LINUX_SPINLOCK_H
#define PAIRLOCK_LINUX_SPINLOCK_H
#include <linux/types.h>
typedef struct spinlock {
  int __pairlock_state;
} spinlock_t;
#define DEFINE_SPINLOCK(name) spinlock_t name = {0}
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
/* The kernel's macro assigns the saved flags; the call keeps the function's name. */
#define spin_lock_irqsave(lock, flags) ((flags) = spin_lock_irqsave(lock))
#endif
