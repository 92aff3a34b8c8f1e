/*
 * probe_wdt: platform_driver_probe(drv, probe) probes the devices already there with the probe
 * function it is given (not in the platform_driver): that probe is an entry point from the call
 * on, so its unlocked write of `base` races with pd_read's read. Before: __platform_driver_probe
 * was a registration without callbacks, so pd_probe was code no entry point stands for
 * (callback-not-entry) and every pair was unverified.
 */
#include <linux/km.h>

static unsigned int base;
static struct mutex lock;
static unsigned int opens;

static int pd_probe(struct platform_device *pdev)
{
	base = pdev->id;
	return 0;
}

static struct platform_driver pd_driver = { .remove = 0 };

static ssize_t pd_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	unsigned int o;

	mutex_lock(&lock);
	o = opens++;
	mutex_unlock(&lock);
	return base + o;
}

static const struct file_operations pd_fops = {
	.read = pd_read,
};

static int pd_init(void)
{
	return platform_driver_probe(&pd_driver, pd_probe);
}
module_init(pd_init);
