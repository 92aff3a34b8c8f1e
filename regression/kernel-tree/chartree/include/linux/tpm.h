/*
 * A miniature of 6.1's include/linux/tpm.h and the driver-core shapes a TPM driver uses (written
 * for the test, not kernel source): struct tpm_chip with the fields the TPM core's models read and
 * write, struct tpm_class_ops, the core's exported functions, a platform driver with dev_pm_ops.
 */
#ifndef _KC_TPM_H
#define _KC_TPM_H
#include <linux/kc.h>
#include <linux/err.h>
#include <linux/slab.h>
#define true 1
#define false 0
struct device {
	struct device *parent;
	void *driver_data;
};
static __always_inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }
static __always_inline void dev_set_drvdata(struct device *dev, void *data) { dev->driver_data = data; }
struct rw_semaphore { long count; };
void down_read(struct rw_semaphore *sem);
void up_read(struct rw_semaphore *sem);
void down_write(struct rw_semaphore *sem);
void up_write(struct rw_semaphore *sem);

struct tpm_chip;
struct tpm_class_ops {
	unsigned int flags;
	const u8 req_complete_mask;
	const u8 req_complete_val;
	bool (*req_canceled)(struct tpm_chip *chip, u8 status);
	int (*recv)(struct tpm_chip *chip, u8 *buf, size_t len);
	int (*send)(struct tpm_chip *chip, u8 *buf, size_t len);
	void (*cancel)(struct tpm_chip *chip);
	u8 (*status)(struct tpm_chip *chip);
	void (*update_timeouts)(struct tpm_chip *chip, unsigned long *timeout_cap);
	void (*update_durations)(struct tpm_chip *chip, unsigned long *duration_cap);
	int (*go_idle)(struct tpm_chip *chip);
	int (*cmd_ready)(struct tpm_chip *chip);
	int (*request_locality)(struct tpm_chip *chip, int loc);
	int (*relinquish_locality)(struct tpm_chip *chip, int loc);
	void (*clk_enable)(struct tpm_chip *chip, bool value);
};
enum tpm_duration { TPM_SHORT = 0, TPM_MEDIUM = 1, TPM_LONG = 2, TPM_LONG_LONG = 3,
		    TPM_UNDEFINED, TPM_NUM_DURATIONS = TPM_UNDEFINED };
struct tpm_chip {
	struct device dev;
	struct rw_semaphore ops_sem;
	const struct tpm_class_ops *ops;
	unsigned int flags;
	struct mutex tpm_mutex;
	unsigned long timeout_a, timeout_b, timeout_c, timeout_d;
	bool timeout_adjusted;
	unsigned long duration[TPM_NUM_DURATIONS];
	bool duration_adjusted;
	int locality;
};
enum tpm_chip_flags {
	TPM_CHIP_FLAG_BOOTSTRAPPED = 1 << 0,
	TPM_CHIP_FLAG_TPM2 = 1 << 1,
	TPM_CHIP_FLAG_VIRTUAL = 1 << 3,
	TPM_CHIP_FLAG_HAVE_TIMEOUTS = 1 << 4,
	TPM_CHIP_FLAG_ALWAYS_POWERED = 1 << 5,
	TPM_CHIP_FLAG_SUSPENDED = 1 << 8,
};
struct tpm_chip *tpmm_chip_alloc(struct device *pdev, const struct tpm_class_ops *ops);
int tpm_chip_register(struct tpm_chip *chip);
void tpm_chip_unregister(struct tpm_chip *chip);
int tpm_chip_start(struct tpm_chip *chip);
void tpm_chip_stop(struct tpm_chip *chip);
int tpm_pm_suspend(struct device *dev);
int tpm_pm_resume(struct device *dev);

struct platform_device { struct device dev; };
struct dev_pm_ops {
	int (*suspend)(struct device *dev);
	int (*resume)(struct device *dev);
};
struct device_driver {
	const char *name;
	const struct dev_pm_ops *pm;
};
struct platform_driver {
	int (*probe)(struct platform_device *);
	int (*remove)(struct platform_device *);
	struct device_driver driver;
};
int __platform_driver_register(struct platform_driver *drv, struct module *owner);
void platform_driver_unregister(struct platform_driver *drv);
void *devm_kmalloc(struct device *dev, size_t size, unsigned int gfp);
#define devm_kzalloc(dev, size, gfp) devm_kmalloc(dev, size, (gfp) | __GFP_ZERO)
#endif
