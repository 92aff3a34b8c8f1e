/* read sets file->private_data too, without a lock: two reads of one file race on it (and read
   races with nothing in open, whose file is no file read can have). */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>

struct mydev {
	int value;
};

static struct mydev the_dev;
static DEFINE_MUTEX(dev_lock);

static int dev_open(struct inode *inode, struct file *file)
{
	file->private_data = &the_dev;
	return 0;
}

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	struct mydev *d = file->private_data;
	file->private_data = &the_dev;
	int v;
	mutex_lock(&dev_lock);
	v = d->value;
	mutex_unlock(&dev_lock);
	return v;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.open = dev_open,
	.read = dev_read,
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
