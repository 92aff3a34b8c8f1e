/*
 * pairlock stub kernel header: counting semaphores (locks.xml, kind semaphore). Modelled as a
 * binary lock: correct for the semaphores drivers use as mutexes (sema_init(s, 1)); a semaphore
 * initialised with a count above one admits several holders, which this model does not see
 * (sema_init with a count other than 1 is an unmodelled call, see functions.xml).
 */
#ifndef PAIRLOCK_LINUX_SEMAPHORE_H
#define PAIRLOCK_LINUX_SEMAPHORE_H
#include <pairlock/verifier.h>
#include <linux/types.h>
struct semaphore {
  int __pairlock_state;
};
#define DEFINE_SEMAPHORE(name) struct semaphore name = {0}
#define sema_init(sem, val) \
  ((val) == 1 ? __pairlock_sema_init_mutex(sem) : __pairlock_sema_init_counting((sem), (val)))
void down(struct semaphore *sem);
int down_interruptible(struct semaphore *sem);
int down_killable(struct semaphore *sem);
int down_trylock(struct semaphore *sem);
int down_timeout(struct semaphore *sem, long jiffies);
void up(struct semaphore *sem);
#endif
