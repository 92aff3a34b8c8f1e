/*
 * Callbacks as entry points (issue #27), class: the show and store functions of a sysfs attribute
 * the driver creates (device_create_file(dev, &dev_attr_x) with DEVICE_ATTR; mbcs). sysfs calls
 * them on each read and write of the file, with the device they were created on, from the
 * creation on. store writes the private struct's `algo` without the lock ioctl takes; show
 * formats into the buffer sysfs passes for this read (no race there). Before: "callback-not-entry"
 * (the attribute was a table passed by address to a registration), probe's pairs unverified,
 * exit 3.
 */
#include <linux/module.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct algo_dev {
	struct device dev;
	spinlock_t lock;
	int algo;
};

static struct algo_dev *adev;

static ssize_t algo_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	struct algo_dev *a = container_of(dev, struct algo_dev, dev);
	int v;

	spin_lock(&a->lock);
	v = a->algo;
	spin_unlock(&a->lock);
	return sprintf(buf, "%d\n", v);
}

static ssize_t algo_store(struct device *dev, struct device_attribute *attr, const char *buf,
			  size_t count)
{
	struct algo_dev *a = container_of(dev, struct algo_dev, dev);

	a->algo = simple_strtoul(buf, NULL, 0);
	return count;
}

static DEVICE_ATTR(algo, 0644, algo_show, algo_store);

static long algo_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	spin_lock(&adev->lock);
	adev->algo = 0;
	spin_unlock(&adev->lock);
	return 0;
}

static const struct file_operations algo_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = algo_ioctl,
};

static struct miscdevice algo_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "algo",
	.fops = &algo_fops,
};

static int __init algo_init(void)
{
	adev = kzalloc(sizeof(*adev), GFP_KERNEL);
	if (!adev)
		return -ENOMEM;
	spin_lock_init(&adev->lock);
	device_create_file(&adev->dev, &dev_attr_algo);
	return misc_register(&algo_misc);
}

static void __exit algo_exit(void)
{
	misc_deregister(&algo_misc);
	device_remove_file(&adev->dev, &dev_attr_algo);
	kfree(adev);
}

module_init(algo_init);
module_exit(algo_exit);
MODULE_LICENSE("GPL");
