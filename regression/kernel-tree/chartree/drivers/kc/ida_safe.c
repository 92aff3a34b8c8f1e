/*
 * ida_safe: a character device numbering its opens with an IDA (drivers/char/hw_random/
 * virtio-rng.c, ipmi_msghandler's shape): open allocates an id (ida_alloc, inline over
 * lib/idr.c's ida_alloc_range) and write frees one (ida_free), both without the driver's mutex
 * (the IDA has its own lock); the open counter is kept under the mutex. Race-free. Before: the
 * IDA's functions were external functions without a model, 5 of 5 pairs unverified.
 */
#include <linux/kc.h>
#include <linux/idr.h>

static struct ia_dev {
	struct mutex lock;
	struct ida ids;
	unsigned int opens;
	struct cdev cdev;
} ia;

static int ia_open(struct inode *inode, struct file *f)
{
	int id = ida_alloc(&ia.ids, 0xcc0);

	if (id < 0)
		return id;
	mutex_lock(&ia.lock);
	ia.opens++;
	mutex_unlock(&ia.lock);
	return 0;
}

static ssize_t ia_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	ida_free(&ia.ids, (unsigned int)n);
	mutex_lock(&ia.lock);
	ia.opens--;
	mutex_unlock(&ia.lock);
	return n;
}

static const struct file_operations ia_fops = {
	.owner = THIS_MODULE,
	.open = ia_open,
	.write = ia_write,
};

static int ia_init(void)
{
	cdev_init(&ia.cdev, &ia_fops);
	return cdev_add(&ia.cdev, 0, 1);
}

static void ia_exit(void)
{
	cdev_del(&ia.cdev);
	ida_destroy(&ia.ids);
}

module_init(ia_init);
module_exit(ia_exit);
