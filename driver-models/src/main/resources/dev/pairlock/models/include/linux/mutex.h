/* pairlock stub kernel header: mutexes are plain extern functions listed in locks.xml. */
#ifndef PAIRLOCK_LINUX_MUTEX_H
#define PAIRLOCK_LINUX_MUTEX_H
#include <linux/types.h>
struct mutex {
  int __pairlock_state;
};
#define DEFINE_MUTEX(name) struct mutex name = {0}
#define __MUTEX_INITIALIZER(name) {0}
void mutex_init(struct mutex *lock);
void mutex_lock(struct mutex *lock);
void mutex_lock_nested(struct mutex *lock, unsigned int subclass);
void mutex_unlock(struct mutex *lock);
int mutex_trylock(struct mutex *lock);
int mutex_lock_interruptible(struct mutex *lock);
int mutex_lock_killable(struct mutex *lock);
int mutex_is_locked(struct mutex *lock);
/* Lockdep subclasses do not change what the lock excludes. */
#define mutex_lock_interruptible_nested(lock, subclass) mutex_lock_interruptible(lock)
#define mutex_lock_killable_nested(lock, subclass) mutex_lock_killable(lock)
void mutex_destroy(struct mutex *lock);
#endif
