/*
 * kempld_race: kempld_safe with write caching the timeout after releasing the PLD's lock (a real
 * race on kx.timeout with read, which reads it under the lock, and with write itself); the
 * register accesses stay under the PLD's lock (kempld_get_mutex/kempld_release_mutex). Class:
 * register access of an MFD core with its own lock. Before: the PLD's functions unmodelled,
 * 7 of 9 pairs unverified.
 */
#include <linux/mfd/kempld.h>

static struct kx_dev {
	struct kempld_device_data *pld;
	u32 timeout;
	struct cdev cdev;
} kx;

static ssize_t kx_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	struct kempld_device_data *pld = kx.pld;
	u32 v;

	kempld_get_mutex(pld);
	v = kempld_read32(pld, 0x44) + kx.timeout;
	kempld_release_mutex(pld);
	return v;
}

static ssize_t kx_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	struct kempld_device_data *pld = kx.pld;

	kempld_get_mutex(pld);
	kempld_write32(pld, 0x44, (u32)n);
	kempld_write8(pld, 0x40, kempld_read8(pld, 0x40) | 1);
	kempld_release_mutex(pld);
	kx.timeout = (u32)n;
	return n;
}

static const struct file_operations kx_fops = {
	.owner = THIS_MODULE,
	.read = kx_read,
	.write = kx_write,
};

static int kx_probe(struct platform_device *pdev)
{
	kx.pld = dev_get_drvdata(pdev->dev.parent);
	cdev_init(&kx.cdev, &kx_fops);
	return cdev_add(&kx.cdev, 0, 1);
}

static struct platform_driver kx_driver = {
	.probe = kx_probe,
	.driver = { .name = "kempld_race" },
};

static int kx_init(void)
{
	return __platform_driver_register(&kx_driver, THIS_MODULE);
}

static void kx_exit(void)
{
	platform_driver_unregister(&kx_driver);
}

module_init(kx_init);
module_exit(kx_exit);
