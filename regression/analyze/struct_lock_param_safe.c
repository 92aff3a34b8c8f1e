/* A lock in the object the file points to, reached through the parameter. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/slab.h>

struct session {
	spinlock_t lock;
	int bytes;
};

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	struct session *s = file->private_data;
	int v;

	spin_lock(&s->lock);
	v = s->bytes;
	spin_unlock(&s->lock);
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	struct session *s = file->private_data;

	spin_lock(&s->lock);
	s->bytes += count;
	spin_unlock(&s->lock);
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
