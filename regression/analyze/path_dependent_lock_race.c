/*
 * The writer takes the lock on one path only: a race with the reader, and the report cannot say
 * the writer held the lock or did not (held on some paths to the write, not on others).
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>

static DEFINE_MUTEX(cfg_lock);
static int cfg;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	int v;

	mutex_lock(&cfg_lock);
	v = cfg;
	mutex_unlock(&cfg_lock);
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	int locked = count > 1;

	if (locked)
		mutex_lock(&cfg_lock);
	cfg = (int)count;
	if (locked)
		mutex_unlock(&cfg_lock);
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
