/* Two concurrent writers, serialized by a mutex. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

static DEFINE_MUTEX(size_lock);
static int last_size;

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	mutex_lock(&size_lock);
	last_size = (int)count;
	mutex_unlock(&size_lock);
	return count;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.write = dev_write,
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
