/*
 * xchg_race: x86's xchg() and cmpxchg() (assembly in macros, arch/x86/include/asm/cmpxchg.h)
 * are one atomic read-modify-write of their word. open claims the device with xchg and write
 * frees it with cmpxchg (atomic with each other), but read tests the flag with a plain read: a
 * race with open's exchange. write also takes the current item out with xchg and counts in it
 * without a lock while read counts in the same item under the mutex: a race through the
 * exchanged pointer (what xchg returns is what the field held). read sleeps with
 * set_current_state. Before: every pair with the assembly was unverified (inline-asm: result
 * and reachable memory havocked), all 9 pairs not serialized, and no race reported.
 */
#include <linux/kc.h>

struct item {
	unsigned int count;
};

static struct item items[2];

static struct xd_dev {
	struct mutex lock;
	unsigned int busy;
	struct item *cur;
	unsigned int slots[4];
	struct cdev cdev;
} xd;

static int xd_open(struct inode *inode, struct file *f)
{
	if (xchg(&xd.busy, 1))
		return -16;
	return 0;
}

static ssize_t xd_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	unsigned int v;

	set_current_state(TASK_INTERRUPTIBLE);
	schedule();
	set_current_state(TASK_RUNNING);
	mutex_lock(&xd.lock);
	v = xd.slots[array_index_nospec(n, 4)];
	if (xd.cur)
		xd.cur->count++;
	mutex_unlock(&xd.lock);
	return v + xd.busy;
}

static ssize_t xd_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	struct item *old;

	mutex_lock(&xd.lock);
	xd.slots[array_index_nospec(n, 4)] = n;
	mutex_unlock(&xd.lock);
	old = xchg(&xd.cur, 0);
	if (old)
		old->count++;
	cmpxchg(&xd.busy, 1, 0);
	return n;
}

static const struct file_operations xd_fops = {
	.owner = THIS_MODULE,
	.open = xd_open,
	.read = xd_read,
	.write = xd_write,
};

static int xd_init(void)
{
	xd.cur = &items[0];
	cdev_init(&xd.cdev, &xd_fops);
	return cdev_add(&xd.cdev, 0, 1);
}

static void xd_exit(void)
{
	cdev_del(&xd.cdev);
}

module_init(xd_init);
module_exit(xd_exit);
