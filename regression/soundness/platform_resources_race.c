/*
 * Class: a kernel routine that copies driver memory into an object of its own reads it.
 * platform_device_register_simple(name, id, res, num) copies the name and the resources into the
 * new platform device (platform_device_add_resources: kmemdup), here in my_init after
 * misc_register, while my_write, open from there on, writes the resource's start (under a lock
 * the copy does not hold). Before session 19 platform_device_register_simple was a plain
 * allocation: the copy was no read, and pairlock printed "2 of 2 entry-point pairs race-free",
 * exit 0. Now it reads its name and resources.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/platform_device.h>
#include <linux/ioport.h>
#include <linux/mutex.h>

static struct resource my_res[] = {
	{ .start = 0x300, .end = 0x307, .name = "pr", .flags = IORESOURCE_IO },
};
static struct platform_device *my_pdev;
static DEFINE_MUTEX(my_lock);

static ssize_t my_write(struct file *f, const char __user *buf, size_t n, loff_t *off)
{
	mutex_lock(&my_lock);
	my_res[0].start = 0x300 + (n & 0xf0);
	mutex_unlock(&my_lock);
	return n;
}

static const struct file_operations my_fops = {
	.owner = THIS_MODULE,
	.write = my_write,
};

static struct miscdevice my_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "pr",
	.fops = &my_fops,
};

static int __init my_init(void)
{
	int err = misc_register(&my_misc);

	if (err)
		return err;
	my_pdev = platform_device_register_simple("pr", -1, my_res, ARRAY_SIZE(my_res));
	if (!my_pdev) {
		misc_deregister(&my_misc);
		return -ENOMEM;
	}
	return 0;
}

static void __exit my_exit(void)
{
	platform_device_unregister(my_pdev);
	misc_deregister(&my_misc);
}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
