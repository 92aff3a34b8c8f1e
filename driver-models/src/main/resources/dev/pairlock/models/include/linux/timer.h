/*
 * pairlock stub kernel header: kernel timers. The timer core updates a timer under its own base
 * lock; the driver's accesses to the fields it sets itself (function, data, expires) are real
 * accesses. Timer callbacks are not entry points of the pair analysis (as in WHOOP): setup_timer reports them.
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
#define setup_timer(t, fn, data) \
  (__pairlock_timer_callback((const void *)(fn)), __pairlock_setup_timer((t), (fn), (data)))
void add_timer(struct timer_list *t);
int mod_timer(struct timer_list *t, unsigned long expires);
int mod_timer_pending(struct timer_list *t, unsigned long expires);
int del_timer(struct timer_list *t);
int del_timer_sync(struct timer_list *t);
int timer_pending(const struct timer_list *t);
#define del_singleshot_timer_sync(t) del_timer_sync(t)
#endif
