/* Inline assembly the analysis cannot model (it clobbers "memory": it may touch any memory, not
   only its operands): the pairs that run it are unverified. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

static DEFINE_MUTEX(reg_lock);
static unsigned long reg_shadow;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	unsigned long v;

	mutex_lock(&reg_lock);
	asm volatile("mov %1, %0" : "=r"(v) : "r"(reg_shadow) : "memory");
	mutex_unlock(&reg_lock);
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	mutex_lock(&reg_lock);
	reg_shadow = count;
	mutex_unlock(&reg_lock);
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
