/*
 * proc_single_safe: a /proc file made by proc_create_single (no data: the show reads the
 * device's global, nvram's shape) whose show reads the count and counts its runs under the
 * device's mutex, which write holds too: race-free.
 */
#include <linux/seq_file.h>

static struct pq_dev {
	struct mutex lock;
	unsigned long count;
	unsigned long reads;
	struct cdev cdev;
} pq;

static int pq_show(struct seq_file *s, void *unused)
{
	unsigned long v;

	mutex_lock(&pq.lock);
	v = pq.count;
	pq.reads++;
	mutex_unlock(&pq.lock);
	seq_printf(s, "count %lu\n", v);
	return 0;
}

static ssize_t pq_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&pq.lock);
	pq.count++;
	mutex_unlock(&pq.lock);
	return n;
}

static const struct file_operations pq_fops = {
	.owner = THIS_MODULE,
	.write = pq_write,
};

static int pq_init(void)
{
	cdev_init(&pq.cdev, &pq_fops);
	if (cdev_add(&pq.cdev, 0, 1))
		return -1;
	if (!proc_create_single("driver/pq", 0, (struct proc_dir_entry *)0, pq_show)) {
		cdev_del(&pq.cdev);
		return -ENOMEM;
	}
	return 0;
}

static void pq_exit(void)
{
	remove_proc_entry("driver/pq", (struct proc_dir_entry *)0);
	cdev_del(&pq.cdev);
}

module_init(pq_init);
module_exit(pq_exit);
