/*
 * xchg_safe: the device flag is only ever touched by x86's xchg() and cmpxchg() (one atomic
 * read-modify-write each, assembly in macros, arch/x86/include/asm/cmpxchg.h), the slots only
 * under the mutex (indexed through array_index_nospec, whose mask is assembly), and read sleeps
 * with set_current_state (the task's state, the kernel's memory, by xchg; _THIS_IP_'s
 * assembly without operands): nothing races. Before: all 9 pairs not serialized were
 * unverified (inline-asm: result and reachable memory havocked); with the assembly modelled but
 * `current` shared by all threads, set_current_state's write of current->task_state_change
 * was a write-write race of xs_read with itself (a false alarm: each thread has its own task).
 */
#include <linux/kc.h>

static struct xs_dev {
	struct mutex lock;
	unsigned int busy;
	unsigned int slots[4];
	struct cdev cdev;
} xs;

static int xs_open(struct inode *inode, struct file *f)
{
	if (xchg(&xs.busy, 1))
		return -16;
	return 0;
}

static ssize_t xs_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	unsigned int v;

	set_current_state(TASK_INTERRUPTIBLE);
	schedule();
	set_current_state(TASK_RUNNING);
	mutex_lock(&xs.lock);
	v = xs.slots[array_index_nospec(n, 4)];
	mutex_unlock(&xs.lock);
	return v;
}

static ssize_t xs_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&xs.lock);
	xs.slots[array_index_nospec(n, 4)] = n;
	mutex_unlock(&xs.lock);
	cmpxchg(&xs.busy, 1, 0);
	return n;
}

static const struct file_operations xs_fops = {
	.owner = THIS_MODULE,
	.open = xs_open,
	.read = xs_read,
	.write = xs_write,
};

static int xs_init(void)
{
	cdev_init(&xs.cdev, &xs_fops);
	return cdev_add(&xs.cdev, 0, 1);
}

static void xs_exit(void)
{
	cdev_del(&xs.cdev);
}

module_init(xs_init);
module_exit(xs_exit);
