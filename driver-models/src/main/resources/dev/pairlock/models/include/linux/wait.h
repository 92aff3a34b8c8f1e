/*
 * pairlock stub kernel header: wait queues. A wait queue is a kernel object with its own internal
 * lock; the driver never touches its fields, so initialising, waking and waiting have no effect on
 * driver memory. wait_event* re-evaluates the driver's condition (a read), then returns: waiting
 * itself orders nothing for the lockset analysis.
 */
#ifndef PAIRLOCK_LINUX_WAIT_H
#define PAIRLOCK_LINUX_WAIT_H
#include <linux/types.h>
#include <linux/list.h>
#include <pairlock/verifier.h>
struct task_struct;
typedef struct __wait_queue_head {
  int __pairlock_state;
} wait_queue_head_t;
typedef struct __wait_queue {
  int __pairlock_state;
} wait_queue_t;
#define DECLARE_WAIT_QUEUE_HEAD(name) wait_queue_head_t name = {0}
#define DECLARE_WAITQUEUE(name, task) wait_queue_t name = {0}
#define DEFINE_WAIT(name) wait_queue_t name = {0}
void init_waitqueue_head(wait_queue_head_t *q);
void init_waitqueue_entry(wait_queue_t *w, struct task_struct *t);
void wake_up(wait_queue_head_t *q);
void wake_up_all(wait_queue_head_t *q);
void wake_up_interruptible(wait_queue_head_t *q);
void wake_up_interruptible_all(wait_queue_head_t *q);
void wake_up_interruptible_sync(wait_queue_head_t *q);
void add_wait_queue(wait_queue_head_t *q, wait_queue_t *w);
void remove_wait_queue(wait_queue_head_t *q, wait_queue_t *w);
void prepare_to_wait(wait_queue_head_t *q, wait_queue_t *w, int state);
void finish_wait(wait_queue_head_t *q, wait_queue_t *w);
int waitqueue_active(wait_queue_head_t *q);
#define wait_event(wq, cond) do { (void)(cond); } while (0)
#define wait_event_interruptible(wq, cond) ((cond) ? 0 : (__pairlock_nondet_int() ? 0 : -ERESTARTSYS))
#define wait_event_timeout(wq, cond, t) ((cond) ? 1 : __pairlock_nondet_long())
#define wait_event_interruptible_timeout(wq, cond, t) ((cond) ? 1 : __pairlock_nondet_long())
#define wait_event_interruptible_locked(wq, cond) ((cond) ? 0 : __pairlock_nondet_int())
#endif
