/*
 * ida_race: ida_safe with a reset that clears the IDA with a plain memset, without the driver's
 * mutex or the IDA's lock, while open may be allocating from it (a real race on the IDA's
 * words: an IDA's own functions never race with each other, a plain access to it still races
 * with them). Before: the IDA's functions unmodelled, 3 of 5 pairs unverified.
 */
#include <linux/kc.h>
#include <linux/idr.h>

static struct ib_dev {
	struct mutex lock;
	struct ida ids;
	unsigned int opens;
	struct cdev cdev;
} ib;

static int ib_open(struct inode *inode, struct file *f)
{
	int id = ida_alloc(&ib.ids, 0xcc0);

	if (id < 0)
		return id;
	mutex_lock(&ib.lock);
	ib.opens++;
	mutex_unlock(&ib.lock);
	return 0;
}

static ssize_t ib_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&ib.lock);
	ib.opens = 0;
	mutex_unlock(&ib.lock);
	__builtin_memset(&ib.ids, 0, sizeof(ib.ids));
	return n;
}

static const struct file_operations ib_fops = {
	.owner = THIS_MODULE,
	.open = ib_open,
	.write = ib_write,
};

static int ib_init(void)
{
	cdev_init(&ib.cdev, &ib_fops);
	return cdev_add(&ib.cdev, 0, 1);
}

static void ib_exit(void)
{
	cdev_del(&ib.cdev);
	ida_destroy(&ib.ids);
}

module_init(ib_init);
module_exit(ib_exit);
