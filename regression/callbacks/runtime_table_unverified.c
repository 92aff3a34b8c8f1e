/*
 * A driver function stored into a kernel object field by field at run time, and the object then
 * handed to a kernel function whose model says nothing of callbacks: the kernel calls the
 * device's release when the last reference goes, concurrently with the driver's entry points.
 * my_release writes `opens` without the lock open takes. Before session 18 only a function passed
 * as an argument, or inside the initializer of a global passed by address, was seen: this
 * table, built by a store, was not, the driver was "verified", exit 0. Now every driver function
 * in memory the call's arguments reach is a hand-over (callback-not-entry): inconclusive.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/platform_device.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(lock);
static int opens;
static struct platform_device *pdev;

static void my_release(struct device *dev)
{
	opens = 0;
}

static int my_open(struct inode *inode, struct file *f)
{
	spin_lock(&lock);
	opens++;
	spin_unlock(&lock);
	return 0;
}

static const struct file_operations my_fops = {
	.owner = THIS_MODULE,
	.open = my_open,
};

static struct miscdevice my_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "rt",
	.fops = &my_fops,
};

static int __init my_init(void)
{
	int err;

	pdev = platform_device_alloc("rt", -1);
	if (!pdev)
		return -ENOMEM;
	pdev->dev.release = my_release;
	err = platform_device_add(pdev);
	if (err)
		return err;
	return misc_register(&my_misc);
}

static void __exit my_exit(void)
{
	misc_deregister(&my_misc);
	platform_device_unregister(pdev);
}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
