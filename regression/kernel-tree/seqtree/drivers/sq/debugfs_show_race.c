/*
 * debugfs_show_race: a driver with a debugfs file made by DEFINE_SHOW_ATTRIBUTE (bcm_kona_wdt's
 * and ie6xx_wdt's shape in 6.1): debugfs_create_file keeps the device as the inode's i_private,
 * the file's open passes it to single_open, and each read of the file runs the show function
 * with it as s->private. The show reads dd.count without the device's mutex, which write holds
 * to change it (a real race), and counts its runs in dd.reads without any lock: two reads of
 * the file run show at once (a real race of show with itself). Class: seq_file show functions
 * handed over by single_open (pairlock's C model in seq.c) with the data of a debugfs file
 * (debugfs_create_file's flow into inode.i_private). Before: single_open and
 * debugfs_create_file unmodelled, the show a reported hand-over (callback-not-entry).
 */
#include <linux/seq_file.h>

static struct dd_dev {
	struct mutex lock;
	unsigned long count;
	unsigned long reads;
	struct cdev cdev;
	struct dentry *dir;
} dd;

static int dd_show(struct seq_file *s, void *unused)
{
	struct dd_dev *d = s->private;

	seq_printf(s, "count %lu\n", d->count);
	d->reads++;
	return 0;
}

DEFINE_SHOW_ATTRIBUTE(dd);

static ssize_t dd_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&dd.lock);
	dd.count++;
	mutex_unlock(&dd.lock);
	return n;
}

static const struct file_operations dd_dev_fops = {
	.owner = THIS_MODULE,
	.write = dd_write,
};

static int dd_init(void)
{
	dd.dir = debugfs_create_dir("dd", (struct dentry *)0);
	debugfs_create_file("info", 0444, dd.dir, &dd, &dd_fops);
	cdev_init(&dd.cdev, &dd_dev_fops);
	return cdev_add(&dd.cdev, 0, 1);
}

static void dd_exit(void)
{
	cdev_del(&dd.cdev);
	debugfs_remove(dd.dir);
}

module_init(dd_init);
module_exit(dd_exit);
