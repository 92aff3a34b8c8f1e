/*
 * pairlock stub kernel header: tasks. `current` is a fresh task object per use (get_current is an
 * allocation in functions.xml): its fields are private to the thread.
 */
#ifndef PAIRLOCK_LINUX_SCHED_H
#define PAIRLOCK_LINUX_SCHED_H
#include <linux/types.h>
#include <pairlock/verifier.h>
struct pid;
struct files_struct;
struct task_struct {
  volatile long state;
  pid_t pid;
  pid_t tgid;
  char comm[16];
  unsigned int flags;
  struct files_struct *files;
};
struct task_struct *get_current(void);
#define current get_current()
#define TASK_RUNNING 0
#define TASK_INTERRUPTIBLE 1
#define TASK_UNINTERRUPTIBLE 2
#define TASK_KILLABLE 0x102
#define MAX_SCHEDULE_TIMEOUT LONG_MAX
#define set_current_state(s) do { } while (0)
#define __set_current_state(s) do { } while (0)
static inline void schedule(void) {}
static inline void yield(void) {}
static inline int cond_resched(void) { return __pairlock_nondet_int(); }
static inline long schedule_timeout(long t) { return __pairlock_nondet_long(); }
static inline long schedule_timeout_interruptible(long t) { return __pairlock_nondet_long(); }
static inline long schedule_timeout_uninterruptible(long t) { return __pairlock_nondet_long(); }
int signal_pending(struct task_struct *p);
int fatal_signal_pending(struct task_struct *p);
static inline int capable(int cap) { return __pairlock_nondet_int(); }
static inline struct pid *task_pid(struct task_struct *t) { return (struct pid *)0; }
static inline struct pid *get_pid(struct pid *p) { return p; }
void put_pid(struct pid *p);
int kill_pid(struct pid *p, int sig, int priv);
int task_pid_nr(struct task_struct *t);
static inline void synchronize_sched(void) {}
static inline void synchronize_rcu(void) {}
static inline void rcu_read_lock(void) {}
static inline void rcu_read_unlock(void) {}
#define rcu_dereference(p) (p)
#define rcu_assign_pointer(p, v) ((p) = (v))
#define CAP_SYS_ADMIN 21
#define CAP_SYS_TIME 25
#define CAP_SYS_RAWIO 17
#define CAP_NET_ADMIN 12
#define SIGHUP 1
#define SIGINT 2
#define SIGKILL 9
#define SIGIO 29
#define SIGTERM 15
#define POLL_IN 1
#define POLL_OUT 2
#endif
