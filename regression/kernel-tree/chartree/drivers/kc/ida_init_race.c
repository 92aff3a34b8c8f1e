/*
 * ida_init_race: a reset that reinitialises the IDA with the inline ida_init (plain writes of
 * its xarray's words, the last of them past its first 8 bytes) under the driver's mutex only,
 * while open allocates from it under the IDA's own lock: a real race on the IDA's head. The
 * IDA's functions write the whole struct ida under its xa_lock (ida.c); an earlier model that
 * covered only its first 8 bytes missed this race.
 */
#include <linux/kc.h>
#include <linux/idr.h>

static struct ii_dev {
	struct mutex lock;
	struct ida ids;
	unsigned int opens;
	struct cdev cdev;
} ii;

static int ii_open(struct inode *inode, struct file *f)
{
	int id = ida_alloc(&ii.ids, 0xcc0);

	if (id < 0)
		return id;
	mutex_lock(&ii.lock);
	ii.opens++;
	mutex_unlock(&ii.lock);
	return 0;
}

static ssize_t ii_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&ii.lock);
	ii.opens = 0;
	ida_init(&ii.ids);
	mutex_unlock(&ii.lock);
	return n;
}

static const struct file_operations ii_fops = {
	.owner = THIS_MODULE,
	.open = ii_open,
	.write = ii_write,
};

static int ii_init(void)
{
	ida_init(&ii.ids);
	cdev_init(&ii.cdev, &ii_fops);
	return cdev_add(&ii.cdev, 0, 1);
}

static void ii_exit(void)
{
	cdev_del(&ii.cdev);
	ida_destroy(&ii.ids);
}

module_init(ii_init);
module_exit(ii_exit);
