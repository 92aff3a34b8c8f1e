/*
 * Callbacks as entry points (issue #27): a tasklet (tasklet_init, the queue as its data) and a file
 * operation update the queue head without a common lock. Before #27 the tasklet was no entry
 * point (callback-not-entry) and the driver was verified. tasklet_kill before kfree ends the
 * tasklet in module_exit.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/interrupt.h>
#include <linux/miscdevice.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct rxq {
	spinlock_t lock;
	struct tasklet_struct bh;
	int head;
};

static struct rxq *q;

static void rxq_bh(unsigned long data)
{
	struct rxq *r = (struct rxq *)data;

	r->head++;
}

static ssize_t rxq_read(struct file *f, char __user *buf, size_t n, loff_t *off)
{
	int h;

	h = q->head;
	q->head = 0;
	tasklet_schedule(&q->bh);
	return h;
}

static const struct file_operations rxq_fops = {
	.owner = THIS_MODULE,
	.read = rxq_read,
};

static struct miscdevice rxq_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "rxq",
	.fops = &rxq_fops,
};

static int __init rxq_init(void)
{
	q = kzalloc(sizeof(*q), GFP_KERNEL);
	if (!q)
		return -ENOMEM;
	spin_lock_init(&q->lock);
	tasklet_init(&q->bh, rxq_bh, (unsigned long)q);
	return misc_register(&rxq_misc);
}

static void __exit rxq_exit(void)
{
	misc_deregister(&rxq_misc);
	tasklet_kill(&q->bh);
	kfree(q);
}

module_init(rxq_init);
module_exit(rxq_exit);
