/*
 * proc_single_race: a driver with a /proc file made by proc_create_single_data (nvram's shape
 * in 6.1, which passes no data): every open of the file single_opens the show function with the
 * data given, so two reads of two opens run it at once, each holding its own seq_file's mutex.
 * The show reads the count under the device's mutex, which write holds too (race-free), but
 * counts its runs in ps.reads without a lock (a real race of show with itself, which the
 * seq_files' mutexes do not prevent). Class: seq_file show functions of /proc files
 * (pairlock's C model of proc_create_single_data in seq.c). Before: a registration, the show a
 * reported hand-over (callback-not-entry).
 */
#include <linux/seq_file.h>

static struct ps_dev {
	struct mutex lock;
	unsigned long count;
	unsigned long reads;
	struct cdev cdev;
} ps;

static int ps_show(struct seq_file *s, void *unused)
{
	struct ps_dev *p = s->private;
	unsigned long v;

	mutex_lock(&p->lock);
	v = p->count;
	mutex_unlock(&p->lock);
	seq_printf(s, "count %lu\n", v);
	p->reads++;
	return 0;
}

static ssize_t ps_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&ps.lock);
	ps.count++;
	mutex_unlock(&ps.lock);
	return n;
}

static const struct file_operations ps_fops = {
	.owner = THIS_MODULE,
	.write = ps_write,
};

static int ps_init(void)
{
	cdev_init(&ps.cdev, &ps_fops);
	if (cdev_add(&ps.cdev, 0, 1))
		return -1;
	if (!proc_create_single_data("driver/ps", 0, (struct proc_dir_entry *)0, ps_show, &ps)) {
		cdev_del(&ps.cdev);
		return -ENOMEM;
	}
	return 0;
}

static void ps_exit(void)
{
	remove_proc_entry("driver/ps", (struct proc_dir_entry *)0);
	cdev_del(&ps.cdev);
}

module_init(ps_init);
module_exit(ps_exit);
