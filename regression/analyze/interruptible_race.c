/* mutex_lock_interruptible may fail; its result is ignored. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

static DEFINE_MUTEX(io_lock);
static int io_count;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	int v;

	mutex_lock(&io_lock);
	v = io_count;
	mutex_unlock(&io_lock);
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	mutex_lock_interruptible(&io_lock);
	io_count = io_count + 1;
	mutex_unlock(&io_lock);
	return count;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.read = dev_read,
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
