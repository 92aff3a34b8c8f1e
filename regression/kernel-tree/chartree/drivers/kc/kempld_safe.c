/*
 * kempld_safe: a child driver of the Kontron PLD in 6.1's shape (drivers/watchdog/kempld_wdt.c):
 * every register access and the driver's cached timeout are under the PLD's lock
 * (kempld_get_mutex/kempld_release_mutex: the core's mutex, one PLD per system), the PLD found
 * as the parent device's drvdata in probe. Race-free. Class: register access of an MFD core
 * with its own lock. Before: the PLD's functions unmodelled, 7 of 9 pairs unverified.
 */
#include <linux/mfd/kempld.h>

static struct kw_dev {
	struct kempld_device_data *pld;
	u32 timeout;
	struct cdev cdev;
} kw;

static ssize_t kw_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	struct kempld_device_data *pld = kw.pld;
	u32 v;

	kempld_get_mutex(pld);
	v = kempld_read32(pld, 0x44) + kw.timeout;
	kempld_release_mutex(pld);
	return v;
}

static ssize_t kw_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	struct kempld_device_data *pld = kw.pld;

	kempld_get_mutex(pld);
	kempld_write32(pld, 0x44, (u32)n);
	kw.timeout = (u32)n;
	kempld_write8(pld, 0x40, kempld_read8(pld, 0x40) | 1);
	kempld_release_mutex(pld);
	return n;
}

static const struct file_operations kw_fops = {
	.owner = THIS_MODULE,
	.read = kw_read,
	.write = kw_write,
};

static int kw_probe(struct platform_device *pdev)
{
	kw.pld = dev_get_drvdata(pdev->dev.parent);
	cdev_init(&kw.cdev, &kw_fops);
	return cdev_add(&kw.cdev, 0, 1);
}

static struct platform_driver kw_driver = {
	.probe = kw_probe,
	.driver = { .name = "kempld_safe" },
};

static int kw_init(void)
{
	return __platform_driver_register(&kw_driver, THIS_MODULE);
}

static void kw_exit(void)
{
	platform_driver_unregister(&kw_driver);
}

module_init(kw_init);
module_exit(kw_exit);
