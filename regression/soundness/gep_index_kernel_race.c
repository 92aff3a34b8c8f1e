/* Class: as gep_index_diff_race.c in kernel mode: &other + ((unsigned long)&counter -
 * (unsigned long)&other) is &counter; the write through it races with dev_read's read of counter.
 * Under the lazy collapse of integer arithmetic it was race-free (review repro kgep2_race.c). */
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
	int *q = (int *)(base + ((unsigned long)&counter - (unsigned long)base));
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
