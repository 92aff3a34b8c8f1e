/* spin_lock_bh on one side, a different spinlock on the other. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

static DEFINE_SPINLOCK(rx_lock);
static DEFINE_SPINLOCK(tx_lock);
static int pending;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	int v;

	spin_lock_bh(&rx_lock);
	v = pending;
	spin_unlock_bh(&rx_lock);
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	spin_lock_bh(&tx_lock);
	pending = 1;
	spin_unlock_bh(&tx_lock);
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
