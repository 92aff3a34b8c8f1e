/*
 * A miniature of 6.1's shapes of device drivers that are the bus glue of a core module of their
 * own directory, written for the test (not kernel source): the KCS BMC core
 * (drivers/char/ipmi/kcs_bmc_device.h: a device whose register accessors the core and its clients
 * call) and the Xillybus core (drivers/char/xillybus/xillybus.h: an endpoint the core allocates,
 * sets up and removes), with the platform bus, spinlocks and interrupts as 6.1 declares them.
 */
#ifndef _GL_H
#define _GL_H
#include <generated/autoconf.h>
typedef unsigned long size_t;
typedef unsigned char u8;
typedef unsigned int u32;
#define ENOMEM 12
#define NULL ((void *)0)
#define offsetof(t, m) __builtin_offsetof(t, m)
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

typedef struct { int raw; } spinlock_t;
unsigned long _raw_spin_lock_irqsave(spinlock_t *lock);
void _raw_spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags);
#define spin_lock_irqsave(lock, flags) do { flags = _raw_spin_lock_irqsave(lock); } while (0)
#define spin_unlock_irqrestore(lock, flags) _raw_spin_unlock_irqrestore(lock, flags)

struct module;
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
struct device {
	struct device *parent;
	void *driver_data;
	void (*release)(struct device *dev);
};
static inline void dev_set_drvdata(struct device *dev, void *data) { dev->driver_data = data; }
static inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }
struct platform_device {
	const char *name;
	struct device dev;
};
struct platform_driver {
	int (*probe)(struct platform_device *);
	int (*remove)(struct platform_device *);
};
int __platform_driver_register(struct platform_driver *drv, struct module *owner);
void platform_driver_unregister(struct platform_driver *drv);
void *devm_kmalloc(struct device *dev, size_t size, unsigned int gfp);
#define devm_kzalloc(dev, size, gfp) devm_kmalloc(dev, size, (gfp) | 0x100u)
#define GFP_KERNEL 0xcc0u
typedef int irqreturn_t;
typedef irqreturn_t (*irq_handler_t)(int, void *);
int devm_request_threaded_irq(struct device *dev, unsigned int irq, irq_handler_t handler,
			      irq_handler_t thread_fn, unsigned long irqflags,
			      const char *devname, void *dev_id);
static inline int devm_request_irq(struct device *dev, unsigned int irq, irq_handler_t handler,
				   unsigned long irqflags, const char *devname, void *dev_id)
{
	return devm_request_threaded_irq(dev, irq, handler, NULL, irqflags, devname, dev_id);
}
int platform_get_irq(struct platform_device *pdev, unsigned int num);
struct platform_device *platform_device_alloc(const char *name, int id);
int platform_device_add(struct platform_device *pdev);
void platform_device_put(struct platform_device *pdev);
void platform_device_unregister(struct platform_device *pdev);
int request_threaded_irq(unsigned int irq, irq_handler_t handler, irq_handler_t thread_fn,
			 unsigned long flags, const char *name, void *dev);
void *free_irq(unsigned int irq, void *dev_id);
#define module_init(fn) int init_module(void) __attribute__((alias(#fn)));
#define module_exit(fn) void cleanup_module(void) __attribute__((alias(#fn)));

/* drivers/char/ipmi/kcs_bmc.h, kcs_bmc_device.h */
struct list_head { struct list_head *next, *prev; };
struct kcs_ioreg { u32 idr; u32 odr; u32 str; };
struct kcs_bmc_client;
struct kcs_bmc_device_ops;
struct kcs_bmc_device {
	struct list_head entry;
	struct device *dev;
	u32 channel;
	struct kcs_ioreg ioreg;
	const struct kcs_bmc_device_ops *ops;
	spinlock_t lock;
	struct kcs_bmc_client *client;
};
struct kcs_bmc_device_ops {
	void (*irq_mask_update)(struct kcs_bmc_device *kcs_bmc, u8 mask, u8 enable);
	u8 (*io_inputb)(struct kcs_bmc_device *kcs_bmc, u32 reg);
	void (*io_outputb)(struct kcs_bmc_device *kcs_bmc, u32 reg, u8 b);
	void (*io_updateb)(struct kcs_bmc_device *kcs_bmc, u32 reg, u8 mask, u8 b);
};
irqreturn_t kcs_bmc_handle_event(struct kcs_bmc_device *kcs_bmc);
int kcs_bmc_add_device(struct kcs_bmc_device *kcs_bmc);
void kcs_bmc_remove_device(struct kcs_bmc_device *kcs_bmc);

/* drivers/char/xillybus/xillybus.h */
struct xilly_endpoint {
	struct device *dev;
	struct module *owner;
	int dma_using_dac;
	void *registers;
	int fatal_error;
	unsigned int msg_counter;
};
struct xilly_endpoint *xillybus_init_endpoint(struct device *dev);
int xillybus_endpoint_discovery(struct xilly_endpoint *endpoint);
void xillybus_endpoint_remove(struct xilly_endpoint *endpoint);
irqreturn_t xillybus_isr(int irq, void *data);
#endif
