/* spin_lock_irqsave on both sides. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

static DEFINE_SPINLOCK(hw_lock);
static unsigned int hw_status;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	unsigned long flags;
	unsigned int v;

	spin_lock_irqsave(&hw_lock, flags);
	v = hw_status;
	spin_unlock_irqrestore(&hw_lock, flags);
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	unsigned long flags;

	spin_lock_irqsave(&hw_lock, flags);
	hw_status = 1;
	spin_unlock_irqrestore(&hw_lock, flags);
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
