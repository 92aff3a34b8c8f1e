/*
 * A miniature of 6.1's include/linux/mfd/kempld.h (written for the test, not kernel source): the
 * Kontron PLD core's register accessors and lock (drivers/mfd/kempld-core.c), and the driver-core
 * shapes a child driver of it uses.
 */
#ifndef _KC_KEMPLD_H
#define _KC_KEMPLD_H
#include <linux/kc.h>
struct device {
	struct device *parent;
	void *driver_data;
};
static __always_inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }
struct platform_device { struct device dev; };
struct device_driver { const char *name; };
struct platform_driver {
	int (*probe)(struct platform_device *);
	int (*remove)(struct platform_device *);
	struct device_driver driver;
};
int __platform_driver_register(struct platform_driver *drv, struct module *owner);
void platform_driver_unregister(struct platform_driver *drv);

struct kempld_device_data {
	void *io_base;
	void *io_index;
	void *io_data;
	u32 pld_clock;
	struct mutex lock;
};
u8 kempld_read8(struct kempld_device_data *pld, u8 index);
void kempld_write8(struct kempld_device_data *pld, u8 index, u8 data);
u32 kempld_read32(struct kempld_device_data *pld, u8 index);
void kempld_write32(struct kempld_device_data *pld, u8 index, u32 data);
void kempld_get_mutex(struct kempld_device_data *pld);
void kempld_release_mutex(struct kempld_device_data *pld);
#endif
