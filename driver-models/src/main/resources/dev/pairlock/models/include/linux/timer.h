/*
 * pairlock stub kernel header: kernel timers. The timer core updates a timer under its own base
 * lock; the driver's accesses to the fields it sets itself (function, data, expires) are real
 * accesses. A timer function is an entry point (kind timer) from its setup on, called with the
 * timer's data (setup_timer) or the timer itself (timer_setup, Linux 4.14's transition form: the
 * function field keeps the unsigned long type and from_timer is container_of).
 */
#ifndef PAIRLOCK_LINUX_TIMER_H
#define PAIRLOCK_LINUX_TIMER_H
#include <linux/types.h>
#include <linux/list.h>
#include <pairlock/verifier.h>
struct timer_list {
  struct list_head entry;
  unsigned long expires;
  void (*function)(unsigned long);
  unsigned long data;
};
#define TIMER_INITIALIZER(fn, exp, d) { .function = (fn), .expires = (exp), .data = (d) }
#define DEFINE_TIMER(name, fn, exp, d) struct timer_list name = TIMER_INITIALIZER(fn, exp, d)
void init_timer(struct timer_list *t);
static inline void __pairlock_setup_timer(struct timer_list *t, void (*fn)(unsigned long),
                                          unsigned long data) {
  t->function = fn;
  t->data = data;
}
#define setup_timer(t, fn, data)                                                               \
  (__pairlock_setup_timer((t), (fn), (data)),                                                  \
   __pairlock_timer_callback((const void *)(fn), (const void *)(unsigned long)(data), (t)))
#define TIMER_DATA_TYPE unsigned long
#define TIMER_FUNC_TYPE void (*)(TIMER_DATA_TYPE)
#define timer_setup(t, callback, flags)                                                        \
  (__pairlock_setup_timer((t), (TIMER_FUNC_TYPE)(callback), (TIMER_DATA_TYPE)(t)),             \
   __pairlock_timer_callback((const void *)(callback), (t), (t)))
#define from_timer(var, callback_timer, timer_fieldname)                                       \
  container_of(callback_timer, typeof(*var), timer_fieldname)
void add_timer(struct timer_list *t);
int mod_timer(struct timer_list *t, unsigned long expires);
int mod_timer_pending(struct timer_list *t, unsigned long expires);
int del_timer(struct timer_list *t);
int del_timer_sync(struct timer_list *t);
int timer_pending(const struct timer_list *t);
#define del_singleshot_timer_sync(t) del_timer_sync(t)
#endif
