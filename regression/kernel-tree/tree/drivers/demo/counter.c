/* counter: race-free; its lock and atomic come through the fake tree's inline wrappers */
#include <linux/demo.h>

static spinlock_t lock;
static long total;
static atomic_t opens;

static ssize_t counter_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	long t;

	spin_lock(&lock);
	t = total;
	spin_unlock(&lock);
	return t;
}

static ssize_t counter_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	spin_lock(&lock);
	total += n;
	spin_unlock(&lock);
	return n;
}

static int counter_open(struct inode *i, struct file *f)
{
	atomic_inc(&opens);
	return 0;
}

static const struct file_operations counter_fops = {
	.read = counter_read,
	.write = counter_write,
	.open = counter_open,
};

static int __init counter_init(void)
{
	return 0;
}
module_init(counter_init);
