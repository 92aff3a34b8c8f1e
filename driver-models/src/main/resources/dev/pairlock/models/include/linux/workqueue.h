/*
 * pairlock stub kernel header: work queues. Queueing and cancelling act on kernel state with its
 * own locking (no effect on driver memory). A work function is an entry point (kind work) from
 * INIT_WORK on, called with the work_struct (a delayed_work's embedded one); DECLARE_WORK's from
 * the start.
 */
#ifndef PAIRLOCK_LINUX_WORKQUEUE_H
#define PAIRLOCK_LINUX_WORKQUEUE_H
#include <linux/types.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/timer.h>
#include <pairlock/verifier.h>
struct work_struct;
typedef void (*work_func_t)(struct work_struct *work);
struct work_struct {
  unsigned long data;
  struct list_head entry;
  work_func_t func;
};
struct delayed_work {
  struct work_struct work;
  struct timer_list timer;
};
struct workqueue_struct;
#define INIT_WORK(w, f) ((void)((w)->func = (f)), __pairlock_work_callback((const void *)(f), (w)))
#define INIT_DELAYED_WORK(w, f) INIT_WORK(&(w)->work, f)
#define INIT_DEFERRABLE_WORK(w, f) INIT_WORK(&(w)->work, f)
#define PREPARE_WORK(w, f) INIT_WORK(w, f)
#define DECLARE_WORK(n, f) struct work_struct n = { .func = (f) }
#define DECLARE_DELAYED_WORK(n, f) struct delayed_work n = { .work = { .func = (f) } }
static inline struct delayed_work *to_delayed_work(struct work_struct *w) {
  return container_of(w, struct delayed_work, work);
}
int schedule_work(struct work_struct *w);
int schedule_delayed_work(struct delayed_work *w, unsigned long d);
int queue_work(struct workqueue_struct *q, struct work_struct *w);
int queue_delayed_work(struct workqueue_struct *q, struct delayed_work *w, unsigned long d);
int cancel_work_sync(struct work_struct *w);
int cancel_delayed_work(struct delayed_work *w);
int cancel_delayed_work_sync(struct delayed_work *w);
int flush_work(struct work_struct *w);
static inline void flush_scheduled_work(void) {}
void flush_workqueue(struct workqueue_struct *q);
void destroy_workqueue(struct workqueue_struct *q);
#define create_singlethread_workqueue(n) __pairlock_alloc_workqueue(n)
#define create_workqueue(n) __pairlock_alloc_workqueue(n)
#define alloc_ordered_workqueue(n, f, ...) __pairlock_alloc_workqueue(n)
#define alloc_workqueue(n, f, m, ...) __pairlock_alloc_workqueue(n)
#endif
