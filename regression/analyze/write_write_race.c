/* Two different entry points write the same field unlocked. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

static int flags;

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	flags = 1;
	return count;
}

static int dev_release(struct inode *inode, struct file *file)
{
	flags = 0;
	return 0;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.write = dev_write,
	.release = dev_release,
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
