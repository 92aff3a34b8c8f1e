/*
 * A table of quirks whose callbacks are all NULL (as sonypi's DMI table): the guarded call
 * through the table can only be a call through NULL, which no non-crashing execution makes, so it
 * is not an unknown call that havocs memory and leaves the pairs unverified.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>

struct quirk {
	int id;
	int (*fixup)(int id);
};

static const struct quirk quirks[] = {
	{ 1, NULL },
	{ 2, NULL },
};

static DEFINE_MUTEX(lock);
static int state;

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	int i;

	mutex_lock(&lock);
	for (i = 0; i < 2; i++)
		if (quirks[i].fixup && quirks[i].fixup(quirks[i].id))
			break;
	state = (int)count;
	mutex_unlock(&lock);
	return count;
}

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	int v;

	mutex_lock(&lock);
	v = state;
	mutex_unlock(&lock);
	return v;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.read = dev_read,
	.write = dev_write,
};

static struct miscdevice dev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "quirks",
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
