/*
 * A seq_file show function (single_open) as an entry point (issue #27): the file's read
 * (seq_read) calls stats_show with the seq_file whose private is the device single_open was
 * given, and the write operation resets the counters the show function prints without a lock.
 * The show function reads dev->hits, write writes it: a race.
 * Before: single_open was an unmodelled extern call whose show function was no entry point
 * (callback-not-entry): the open's pairs were unverified and the race was not looked for.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/seq_file.h>
#include <linux/spinlock.h>

struct stats_dev {
	spinlock_t lock;
	unsigned long hits;
	unsigned long misses;
};

static struct stats_dev dev;

static int stats_show(struct seq_file *m, void *v)
{
	struct stats_dev *d = m->private;

	seq_printf(m, "hits:%lu misses:%lu\n", d->hits, d->misses);
	return 0;
}

static int stats_open(struct inode *inode, struct file *file)
{
	return single_open(file, stats_show, &dev);
}

static ssize_t stats_write(struct file *file, const char __user *buf, size_t n, loff_t *ppos)
{
	spin_lock(&dev.lock);
	dev.misses = 0;
	spin_unlock(&dev.lock);
	dev.hits = 0;
	return n;
}

static const struct file_operations stats_fops = {
	.owner = THIS_MODULE,
	.open = stats_open,
	.read = seq_read,
	.write = stats_write,
	.llseek = seq_lseek,
	.release = single_release,
};

static struct miscdevice stats_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "stats",
	.fops = &stats_fops,
};

static int __init stats_init(void)
{
	spin_lock_init(&dev.lock);
	return misc_register(&stats_misc);
}

static void __exit stats_exit(void)
{
	misc_deregister(&stats_misc);
}

module_init(stats_init);
module_exit(stats_exit);
MODULE_LICENSE("GPL");
