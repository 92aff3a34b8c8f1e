/*
 * A miniature of 6.1's character-device shapes, written for the test (not kernel source): kfifo
 * (the kfifo_* macros call lib/kfifo.c's out-of-line __kfifo_* on the struct __kfifo inside the
 * driver's kfifo), cdev_init/cdev_add, the ACPI embedded controller and an ACPI driver's ops;
 * x86's xchg()/cmpxchg() and set_current_state() as arch/x86/include/asm/cmpxchg.h, barrier.h,
 * linkage.h and include/linux/sched.h write them (assembly in macros: no function to intercept),
 * and array_index_nospec() over the assembly of array_index_mask_nospec().
 */
#ifndef _KC_H
#define _KC_H
#include <generated/autoconf.h>
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef unsigned char u8;
typedef unsigned int u32;
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

/* include/acpi/actypes.h, acpixf.h, aclocal.h; include/linux/acpi.h; include/linux/stop_machine.h
 * (CONFIG_SMP): functions that call the function they are given in place */
typedef u32 acpi_status;
typedef void *acpi_handle;
#define AE_OK 0
#define AE_CTRL_TERMINATE 0x4004
#define METHOD_NAME__CRS "_CRS"
struct acpi_device {
	acpi_handle handle;
};
struct acpi_resource {
	u32 type;
	u32 length;
	u32 irq;
};
struct acpi_resource_address64 {
	u32 resource_type;
	u32 minimum;
	u32 maximum;
};
acpi_status acpi_resource_to_address64(struct acpi_resource *resource,
				       struct acpi_resource_address64 *out);
typedef acpi_status (*acpi_walk_resource_callback)(struct acpi_resource *resource, void *context);
acpi_status acpi_walk_resources(acpi_handle device_handle, char *name,
				acpi_walk_resource_callback user_function, void *context);
struct cpumask;
extern struct cpumask __cpu_online_mask;
#define cpu_online_mask ((const struct cpumask *)&__cpu_online_mask)
typedef int (*cpu_stop_fn_t)(void *arg);
int stop_machine(cpu_stop_fn_t fn, void *data, const struct cpumask *cpus);

/* include/linux/device/class.h (6.1): class_create is a macro over the out-of-line __class_create */
struct lock_class_key {
	int subkeys;
};
struct class {
	const char *name;
	char *(*devnode)(void *dev, unsigned short *mode);
};
struct class *__class_create(struct module *owner, const char *name, struct lock_class_key *key);
void class_destroy(struct class *cls);
#define class_create(owner, name)					\
	({								\
		static struct lock_class_key __key;			\
		__class_create(owner, name, &__key);			\
	})

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
#endif
