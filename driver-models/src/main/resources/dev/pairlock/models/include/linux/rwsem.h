/*
 * pairlock stub kernel header: reader-writer semaphores (locks.xml, kind rwsem). down_read takes
 * the lock in read mode: it protects against writers only, two readers run concurrently.
 */
#ifndef PAIRLOCK_LINUX_RWSEM_H
#define PAIRLOCK_LINUX_RWSEM_H
#include <linux/types.h>
#include <pairlock/verifier.h>
struct rw_semaphore {
  int __pairlock_state;
};
#define DECLARE_RWSEM(name) struct rw_semaphore name = {0}
void init_rwsem(struct rw_semaphore *sem);
void down_read(struct rw_semaphore *sem);
void up_read(struct rw_semaphore *sem);
void down_write(struct rw_semaphore *sem);
int down_write_trylock(struct rw_semaphore *sem);
void up_write(struct rw_semaphore *sem);
/* A try in read mode: either nothing happens, or down_read. */
static inline int down_read_trylock(struct rw_semaphore *sem) {
  if (__pairlock_nondet_int()) {
    down_read(sem);
    return 1;
  }
  return 0;
}
void downgrade_write(struct rw_semaphore *sem);
/* Lockdep subclasses do not change what the lock excludes. */
#define down_read_nested(sem, subclass) down_read(sem)
#define down_write_nested(sem, subclass) down_write(sem)
#endif
