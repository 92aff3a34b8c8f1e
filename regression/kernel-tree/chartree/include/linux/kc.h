/*
 * A miniature of 6.1's character-device shapes, written for the test (not kernel source): kfifo
 * (the kfifo_* macros call lib/kfifo.c's out-of-line __kfifo_* on the struct __kfifo inside the
 * driver's kfifo), cdev_init/cdev_add, the ACPI embedded controller and an ACPI driver's ops.
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
};
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

#define module_init(fn) int init_module(void) __attribute__((alias(#fn)));
#define module_exit(fn) void cleanup_module(void) __attribute__((alias(#fn)));
