/* Class: a GEP whose index holds an address. delta() returns to - from; it is inlined (an
 * accessor), and with constant arguments its subtraction becomes the constant expression
 * sub (ptrtoint @counter, ptrtoint @other), the index of a GEP on &other. Only the GEP's base was
 * looked at, so *q was taken to write other, and dev_read's read of counter was race-free with
 * it. An index that holds an address now collapses its object and the base's, and the result may
 * point into either. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/slab.h>

static int counter;
static int other;

static unsigned long delta(const void *to, const void *from)
{
	return (unsigned long)to - (unsigned long)from;
}

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	return counter;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	char *base = (char *)&other;
	int *q = (int *)(base + delta(&counter, base));
	*q = 1;
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
