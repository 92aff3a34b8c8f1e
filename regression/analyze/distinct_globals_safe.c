/* Each entry point owns a different global: no region is shared. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

static int reads;
static int writes;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	static DEFINE_MUTEX(r_lock);

	mutex_lock(&r_lock);
	reads = reads + 1;
	mutex_unlock(&r_lock);
	return 0;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	static DEFINE_MUTEX(w_lock);

	mutex_lock(&w_lock);
	writes = writes + 1;
	mutex_unlock(&w_lock);
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
