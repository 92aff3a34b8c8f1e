/*
 * Callbacks as entry points (issue #27), class: blk_register_region's probe function (swim), which
 * the block layer's kobj_lookup calls on every open of a device number of the region, with the
 * driver's data and the address of its own local as the partition out-parameter. The probe reads
 * the disk count under the lock ioctl takes and writes *part. Before: "callback-not-entry" at
 * blk_register_region, exit 3 (and, as an entry point whose parameters are taken as ordinary
 * ones, two lookups were taken to write one *part: a self-pair false alarm).
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/genhd.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct fdc {
	spinlock_t lock;
	int count;
	struct gendisk *disk[4];
};

static struct fdc *fdc;

static struct kobject *fdc_find(dev_t dev, int *part, void *data)
{
	struct fdc *f = data;
	int drive = *part & 3;
	int n;

	spin_lock(&f->lock);
	n = f->count;
	spin_unlock(&f->lock);
	if (drive >= n)
		return NULL;
	*part = 0;
	return NULL;
}

static long fdc_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	spin_lock(&fdc->lock);
	fdc->count = 0;
	spin_unlock(&fdc->lock);
	return 0;
}

static const struct file_operations fdc_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = fdc_ioctl,
};

static int __init fdc_init(void)
{
	fdc = kzalloc(sizeof(*fdc), GFP_KERNEL);
	if (!fdc)
		return -ENOMEM;
	spin_lock_init(&fdc->lock);
	fdc->count = 2;
	blk_register_region(MKDEV(2, 0), 256, THIS_MODULE, fdc_find, NULL, fdc);
	return register_chrdev(242, "fdc", &fdc_fops);
}

static void __exit fdc_exit(void)
{
	unregister_chrdev(242, "fdc");
	blk_unregister_region(MKDEV(2, 0), 256);
}

module_init(fdc_init);
module_exit(fdc_exit);
MODULE_LICENSE("GPL");
