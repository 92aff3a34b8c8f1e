/*
 * A miniature of 6.1's callback API shapes, written for the test (not kernel source): timer_setup
 * ends in the out-of-line init_timer_key, an hrtimer's function is a field the driver stores,
 * kthread_run ends in kthread_create_on_node, INIT_WORK stores the work function and work is
 * queued through queue_work_on, and the file operations are entry points.
 */
#include <generated/autoconf.h>
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef long long ktime_t;
typedef struct raw_spinlock { unsigned int slock; } raw_spinlock_t;
typedef struct spinlock { struct raw_spinlock rlock; } spinlock_t;
void _raw_spin_lock(raw_spinlock_t *lock);
void _raw_spin_unlock(raw_spinlock_t *lock);
static __always_inline void spin_lock(spinlock_t *lock) { _raw_spin_lock(&lock->rlock); }
static __always_inline void spin_unlock(spinlock_t *lock) { _raw_spin_unlock(&lock->rlock); }

struct lock_class_key { int k; };
struct timer_list {
	unsigned long expires;
	void (*function)(struct timer_list *);
	unsigned int flags;
};
void init_timer_key(struct timer_list *timer, void (*func)(struct timer_list *),
		    unsigned int flags, const char *name, struct lock_class_key *key);
#define timer_setup(timer, callback, flags) \
	do { static struct lock_class_key __key; \
	     init_timer_key((timer), (callback), (flags), #timer, &__key); } while (0)
int mod_timer(struct timer_list *timer, unsigned long expires);
int timer_delete_sync(struct timer_list *timer);
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - __builtin_offsetof(type, member)))
#define from_timer(var, t, field) container_of(t, __typeof__(*var), field)

enum hrtimer_restart { HRTIMER_NORESTART, HRTIMER_RESTART };
struct hrtimer_clock_base {
	int index;
	ktime_t (*get_time)(void);
};
struct hrtimer {
	ktime_t _softexpires;
	enum hrtimer_restart (*function)(struct hrtimer *);
	struct hrtimer_clock_base *base;
};
/* kernel/time/hrtimer.c (out of line) and include/linux/hrtimer.h's inline helpers */
unsigned long long hrtimer_forward(struct hrtimer *timer, ktime_t now, ktime_t interval);
static inline ktime_t hrtimer_cb_get_time(struct hrtimer *timer)
{
	return timer->base->get_time();
}
static inline unsigned long long hrtimer_forward_now(struct hrtimer *timer, ktime_t interval)
{
	return hrtimer_forward(timer, timer->base->get_time(), interval);
}
void hrtimer_init(struct hrtimer *timer, int clock_id, int mode);
void hrtimer_start_range_ns(struct hrtimer *timer, ktime_t tim, unsigned long delta, int mode);
static inline void hrtimer_start(struct hrtimer *timer, ktime_t tim, int mode)
{
	hrtimer_start_range_ns(timer, tim, 0, mode);
}
int hrtimer_cancel(struct hrtimer *timer);

struct work_struct {
	long data;
	void (*func)(struct work_struct *);
};
struct workqueue_struct;
extern struct workqueue_struct *system_wq;
#define INIT_WORK(_work, _func) do { (_work)->data = 0; (_work)->func = (_func); } while (0)
int queue_work_on(int cpu, struct workqueue_struct *wq, struct work_struct *work);
int cancel_work_sync(struct work_struct *work);

struct task_struct;
struct task_struct *kthread_create_on_node(int (*threadfn)(void *data), void *data, int node,
					   const char namefmt[], ...);
int wake_up_process(struct task_struct *p);
#define kthread_run(threadfn, data, name) \
	({ struct task_struct *__k = kthread_create_on_node(threadfn, data, -1, name); \
	   wake_up_process(__k); __k; })

struct inode;
struct file { void *private_data; };
struct file_operations {
	ssize_t (*read)(struct file *, char __user *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char __user *, size_t, loff_t *);
};
#define module_init(fn) int init_module(void) __attribute__((alias(#fn)));
#define module_exit(fn) void cleanup_module(void) __attribute__((alias(#fn)));
