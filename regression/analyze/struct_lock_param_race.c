/* The reader reaches the struct through the parameter but does not take its lock. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/spinlock.h>

struct session {
	spinlock_t lock;
	int bytes;
	struct miscdevice misc;
};

static struct session *to_session(struct file *file)
{
	return container_of(file->private_data, struct session, misc);
}

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	struct session *s = to_session(file);

	return s->bytes;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	struct session *s = to_session(file);

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

static struct session the_session = {
	.misc = {
		.minor = MISC_DYNAMIC_MINOR,
		.name = "session",
		.fops = &dev_fops,
	},
};

static int __init dev_init(void)
{
	spin_lock_init(&the_session.lock);
	return misc_register(&the_session.misc);
}

static void __exit dev_exit(void)
{
	misc_deregister(&the_session.misc);
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");
