/* Only reads of shared data: no race. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

static int config_value = 17;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	return config_value;
}

static long dev_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	return config_value + 1;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.read = dev_read,
	.unlocked_ioctl = dev_ioctl,
};

static struct miscdevice dev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "dev",
	.fops = &dev_fops,
};

static int __init dev_init(void)
{
	return misc_register(&dev_misc);
}

static void __exit dev_exit(void)
{
	misc_deregister(&dev_misc);
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");
