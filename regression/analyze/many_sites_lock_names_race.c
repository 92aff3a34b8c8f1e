/*
 * The writer touches cfg at more sites than the per-site lockset facts cover, under a different
 * lock at each; its last write holds lock_a and the reader holds lock_b: a race, and the report
 * may name only locks the writer is proved to hold there.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>

static DEFINE_MUTEX(lock_a);
static DEFINE_MUTEX(lock_b);
static DEFINE_MUTEX(lock_c);
static DEFINE_MUTEX(lock_d);
static int cfg;

static void step(struct mutex *m, int v)
{
	mutex_lock(m);
	cfg = v;
	mutex_unlock(m);
}

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	int v;

	mutex_lock(&lock_b);
	mutex_lock(&lock_c);
	mutex_lock(&lock_d);
	v = cfg;
	mutex_unlock(&lock_d);
	mutex_unlock(&lock_c);
	mutex_unlock(&lock_b);
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	mutex_lock(&lock_b);
	cfg = 1;
	cfg = 2;
	mutex_unlock(&lock_b);
	mutex_lock(&lock_c);
	cfg = 3;
	cfg = 4;
	mutex_unlock(&lock_c);
	mutex_lock(&lock_d);
	cfg = 5;
	cfg = 6;
	mutex_unlock(&lock_d);
	mutex_lock(&lock_b);
	cfg = 7;
	mutex_unlock(&lock_b);
	mutex_lock(&lock_a);
	cfg = (int)count;
	mutex_unlock(&lock_a);
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
