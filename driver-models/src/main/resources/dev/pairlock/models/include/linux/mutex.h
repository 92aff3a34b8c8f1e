/* pairlock stub kernel header: mutexes are plain extern functions so calls reach the IR. */
#ifndef PAIRLOCK_LINUX_MUTEX_H
#define PAIRLOCK_LINUX_MUTEX_H
#include <linux/types.h>
struct mutex {
  int __pairlock_state;
};
#define DEFINE_MUTEX(name) struct mutex name = {0}
void mutex_init(struct mutex *lock);
void mutex_lock(struct mutex *lock);
void mutex_unlock(struct mutex *lock);
int mutex_trylock(struct mutex *lock);
int mutex_lock_interruptible(struct mutex *lock);
int mutex_is_locked(struct mutex *lock);
void mutex_destroy(struct mutex *lock);
#endif
