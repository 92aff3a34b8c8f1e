/*
 * A miniature of 6.1's character-device shapes, written for the test (not kernel source): kfifo
 * (the kfifo_* macros call lib/kfifo.c's out-of-line __kfifo_* on the struct __kfifo inside the
 * driver's kfifo), cdev_init/cdev_add, the ACPI embedded controller and an ACPI driver's ops;
 * x86's xchg()/cmpxchg() and set_current_state() as arch/x86/include/asm/cmpxchg.h, barrier.h,
 * linkage.h and include/linux/sched.h write them (assembly in macros: no function to intercept),
 * and array_index_nospec() over the assembly of array_index_mask_nospec().
 */
#include <generated/autoconf.h>
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef unsigned char u8;
typedef unsigned int dev_t;
typedef _Bool bool;

struct mutex { long owner; };
void mutex_lock_nested(struct mutex *lock, unsigned int subclass);
void mutex_unlock(struct mutex *lock);
#define mutex_lock(lock) mutex_lock_nested(lock, 0)

struct __kfifo {
	unsigned int in;
	unsigned int out;
	unsigned int mask;
	unsigned int esize;
	void *data;
};
struct kfifo {
	union {
		struct __kfifo kfifo;
		unsigned char *type;
	};
};
int __kfifo_alloc(struct __kfifo *fifo, unsigned int size, size_t esize, unsigned int gfp);
void __kfifo_free(struct __kfifo *fifo);
unsigned int __kfifo_in(struct __kfifo *fifo, const void *buf, unsigned int len);
unsigned int __kfifo_out(struct __kfifo *fifo, void *buf, unsigned int len);
#define kfifo_alloc(fifo, size, gfp) __kfifo_alloc(&(fifo)->kfifo, size, 1, gfp)
#define kfifo_free(fifo) __kfifo_free(&(fifo)->kfifo)
#define kfifo_in(fifo, buf, n) __kfifo_in(&(fifo)->kfifo, buf, n)
#define kfifo_out(fifo, buf, n) __kfifo_out(&(fifo)->kfifo, buf, n)

struct inode;
struct file { void *private_data; };
struct module;
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
struct file_operations {
	struct module *owner;
	int (*open)(struct inode *, struct file *);
	ssize_t (*read)(struct file *, char *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char *, size_t, loff_t *);
	loff_t (*llseek)(struct file *, loff_t, int);
};
loff_t generic_file_llseek_size(struct file *file, loff_t offset, int whence, loff_t maxsize,
				loff_t eof);
/* x86's CMOS accessors (arch/x86/kernel/rtc.c): port I/O under the kernel's own cmos_lock */
unsigned char rtc_cmos_read(unsigned char addr);
void rtc_cmos_write(unsigned char val, unsigned char addr);
struct cdev {
	long kobj[8];
	struct module *owner;
	const struct file_operations *ops;
	dev_t dev;
	unsigned int count;
};
void cdev_init(struct cdev *cdev, const struct file_operations *fops);
int cdev_add(struct cdev *cdev, dev_t dev, unsigned int count);
void cdev_del(struct cdev *cdev);

int ec_read(u8 addr, u8 *val);
int ec_write(u8 addr, u8 val);

struct acpi_device;
struct acpi_device_ops {
	int (*add)(struct acpi_device *device);
	void (*remove)(struct acpi_device *device);
	void (*notify)(struct acpi_device *device, unsigned int event);
};
struct acpi_driver {
	char name[80];
	char class[80];
	unsigned int flags;
	struct acpi_device_ops ops;
};
int acpi_bus_register_driver(struct acpi_driver *driver);
void acpi_bus_unregister_driver(struct acpi_driver *driver);

/* arch/x86/include/asm/cmpxchg.h (the 4- and 8-byte cases of __xchg_op and __raw_cmpxchg) */
#define xchg(ptr, arg)							\
	({								\
		__typeof__(*(ptr)) __ret = (arg);			\
		switch (sizeof(*(ptr))) {				\
		case 4:							\
			asm volatile("xchgl %0, %1\n"			\
				     : "+r"(__ret), "+m"(*(ptr))	\
				     : : "memory", "cc");		\
			break;						\
		default:						\
			asm volatile("xchgq %q0, %1\n"			\
				     : "+r"(__ret), "+m"(*(ptr))	\
				     : : "memory", "cc");		\
		}							\
		__ret;							\
	})
#define LOCK_PREFIX "\n\t.pushsection .smp_locks,\"a\"\n.balign 4\n.long 671f - .\n.popsection\n671:\n\tlock; "
#define cmpxchg(ptr, old, new)						\
	({								\
		__typeof__(*(ptr)) __ret;				\
		__typeof__(*(ptr)) __old = (old);			\
		__typeof__(*(ptr)) __new = (new);			\
		volatile unsigned int *__ptr = (volatile unsigned int *)(ptr); \
		asm volatile(LOCK_PREFIX "cmpxchgl %2,%1"		\
			     : "=a" (__ret), "+m" (*__ptr)		\
			     : "r" (__new), "0" (__old)			\
			     : "memory");				\
		__ret;							\
	})
/* arch/x86/include/asm/linkage.h, barrier.h; include/linux/sched.h (CONFIG_DEBUG_ATOMIC_SLEEP) */
#define _THIS_IP_ ({ unsigned long __here; asm ("lea 0(%%rip), %0" : "=r" (__here)); __here; })
#define smp_store_mb(var, value) do { (void)xchg(&var, value); } while (0)
struct task_struct {
	unsigned int __state;
	unsigned long task_state_change;
};
struct task_struct *get_current(void);
#define current get_current()
#define TASK_RUNNING 0x0000
#define TASK_INTERRUPTIBLE 0x0001
#define set_current_state(state_value)					\
	do {								\
		current->task_state_change = _THIS_IP_;			\
		smp_store_mb(current->__state, (state_value));		\
	} while (0)
void schedule(void);
static inline unsigned long array_index_mask_nospec(unsigned long index, unsigned long size)
{
	unsigned long mask;

	asm volatile ("cmp %1,%2; sbb %0,%0;" : "=r" (mask) : "g"(size), "r" (index) : "cc");
	return mask;
}
#define array_index_nospec(index, size) ((index) & array_index_mask_nospec(index, size))

#define module_init(fn) int init_module(void) __attribute__((alias(#fn)));
#define module_exit(fn) void cleanup_module(void) __attribute__((alias(#fn)));
