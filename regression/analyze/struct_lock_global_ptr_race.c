/* The write forgets the struct's lock. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

struct mydev {
	struct mutex lock;
	int value;
	char name[16];
};

static struct mydev *the_dev;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	int v;

	mutex_lock(&the_dev->lock);
	v = the_dev->value;
	mutex_unlock(&the_dev->lock);
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	the_dev->value = (int)count;
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
	the_dev = kzalloc(sizeof(*the_dev), GFP_KERNEL);
	if (!the_dev)
		return -ENOMEM;
	mutex_init(&the_dev->lock);
	return misc_register(&dev_misc);
}

static void __exit dev_exit(void)
{
	misc_deregister(&dev_misc);
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");
