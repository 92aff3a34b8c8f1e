/*
 * A miniature of the kernel API shapes that kernel-tree mode must handle, written for the test
 * (not kernel source): locks as inline wrappers of out-of-line functions, an atomic whose body is
 * inline assembly, an allocator inlined over its out-of-line function, module_init as an alias.
 */
#include <generated/autoconf.h>
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef struct { int counter; } atomic_t;
typedef struct raw_spinlock { unsigned int slock; } raw_spinlock_t;
typedef struct spinlock { struct raw_spinlock rlock; } spinlock_t;
struct mutex { long owner; };

void _raw_spin_lock(raw_spinlock_t *lock);
void _raw_spin_unlock(raw_spinlock_t *lock);
static __always_inline void spin_lock(spinlock_t *lock) { _raw_spin_lock(&lock->rlock); }
static __always_inline void spin_unlock(spinlock_t *lock) { _raw_spin_unlock(&lock->rlock); }
void mutex_lock(struct mutex *m);
void mutex_unlock(struct mutex *m);

static __always_inline void arch_atomic_inc(atomic_t *v)
{
	asm volatile("lock; incl %0" : "+m" (v->counter));
}
static __always_inline void atomic_inc(atomic_t *v) { arch_atomic_inc(v); }

void *__kmalloc(size_t size, unsigned int flags);
static inline void *kmalloc(size_t size, unsigned int flags) { return __kmalloc(size, flags); }

/*
 * as in the kernel's asm/asm.h: a register variable in every file (clang emits it as a global
 * named rsp in each, which the files of one module must not clash on when linked)
 */
register unsigned long current_stack_pointer asm("rsp");

/* an arch helper no table models: its assembly is lifted and reported */
static inline void demo_io_delay(void) { asm volatile("outb %%al, $0x80" : : : "memory"); }

struct inode;
struct file { void *private_data; };
struct file_operations {
	ssize_t (*read)(struct file *, char __user *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char __user *, size_t, loff_t *);
	int (*open)(struct inode *, struct file *);
};
/* x86's get_user(): a call of the __get_user_N helper in assembly (as uaccess.h in 6.1) */
#define get_user(x, ptr)						\
({									\
	int __ret_gu;							\
	register unsigned long __val_gu asm("%rdx");			\
	asm volatile("call __get_user_%P4"				\
		     : "=a" (__ret_gu), "=r" (__val_gu),		\
			"+r" (current_stack_pointer)			\
		     : "0" (ptr), "i" (sizeof(*(ptr))));		\
	(x) = (__typeof__(*(ptr))) __val_gu;				\
	__ret_gu;							\
})

/* the watchdog core's shapes (a miniature of linux/watchdog.h) */
struct device;
struct watchdog_info { unsigned int options; char identity[32]; };
struct watchdog_device { const struct watchdog_info *info; unsigned int timeout; };
int watchdog_init_timeout(struct watchdog_device *wdd, unsigned int timeout_parm, struct device *dev);

/* device-managed actions (linux/device.h): an inline wrapper hands its parameter over */
int devm_add_action(struct device *dev, void (*action)(void *), void *data);
static inline int devm_add_action_or_reset(struct device *dev, void (*action)(void *), void *data)
{
	int ret = devm_add_action(dev, action, data);

	if (ret)
		action(data);
	return ret;
}

/* an init function a header defines (its location is named relative to the tree by clang) */
static inline int demo_nothing_init(void) { return 0; }

#define module_init(fn) int init_module(void) __attribute__((alias(#fn)));
