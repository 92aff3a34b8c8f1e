/*
 * debugfs_show_safe: debugfs_show_race with the show function reading the count and counting
 * its runs under the device's mutex, which write holds too: race-free (the data reaches the show
 * through the inode's i_private and s->private, so the mutex is the device's one lock).
 */
#include <linux/seq_file.h>

static struct ds_dev {
	struct mutex lock;
	unsigned long count;
	unsigned long reads;
	struct cdev cdev;
	struct dentry *dir;
} ds;

static int ds_show(struct seq_file *s, void *unused)
{
	struct ds_dev *d = s->private;
	unsigned long v;

	mutex_lock(&d->lock);
	v = d->count;
	d->reads++;
	mutex_unlock(&d->lock);
	seq_printf(s, "count %lu\n", v);
	return 0;
}

DEFINE_SHOW_ATTRIBUTE(ds);

static ssize_t ds_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&ds.lock);
	ds.count++;
	mutex_unlock(&ds.lock);
	return n;
}

static const struct file_operations ds_dev_fops = {
	.owner = THIS_MODULE,
	.write = ds_write,
};

static int ds_init(void)
{
	ds.dir = debugfs_create_dir("ds", (struct dentry *)0);
	debugfs_create_file("info", 0444, ds.dir, &ds, &ds_fops);
	cdev_init(&ds.cdev, &ds_dev_fops);
	return cdev_add(&ds.cdev, 0, 1);
}

static void ds_exit(void)
{
	cdev_del(&ds.cdev);
	debugfs_remove(ds.dir);
}

module_init(ds_init);
module_exit(ds_exit);
