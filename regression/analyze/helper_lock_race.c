/* The helper drops the lock before the write. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

static DEFINE_MUTEX(cfg_lock);
static int cfg;

static void cfg_lock_take(void)
{
	mutex_lock(&cfg_lock);
}

static void cfg_lock_drop(void)
{
	mutex_unlock(&cfg_lock);
}

static void set_cfg(int v)
{
	cfg_lock_take();
	cfg_lock_drop();
	cfg = v;
}

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	int v;

	cfg_lock_take();
	v = cfg;
	cfg_lock_drop();
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	set_cfg(4);
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
