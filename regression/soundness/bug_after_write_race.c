/* Class: an entry point that writes and then stops the thread with BUG() (a trap: the path is
   cut, `assume false`). The write happened before the trap. Before the fix pairlock printed
   "5 of 5 entry-point pairs race-free" (exit 0): the pair program asserted race freedom only
   after both sides returned, and no path of dev_write returns. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/kernel.h>

static int state;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	return state;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	state = count;
	BUG();
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
