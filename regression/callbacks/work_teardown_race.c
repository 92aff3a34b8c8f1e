/*
 * Callbacks as entry points (issue #27): as work_safe.c, but module_exit frees the logger before it
 * cancels the work: the work may run on the freed logger. Racy (kfree against the work).
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/workqueue.h>

struct logger {
	spinlock_t lock;
	struct work_struct flush;
	int pending;
};

static struct logger *lg;

static void logger_flush(struct work_struct *w)
{
	struct logger *l = container_of(w, struct logger, flush);

	spin_lock(&l->lock);
	l->pending = 0;
	spin_unlock(&l->lock);
}

static ssize_t logger_write(struct file *f, const char __user *buf, size_t n, loff_t *off)
{
	spin_lock_bh(&lg->lock);
	lg->pending++;
	spin_unlock_bh(&lg->lock);
	schedule_work(&lg->flush);
	return n;
}

static const struct file_operations logger_fops = {
	.owner = THIS_MODULE,
	.write = logger_write,
};

static struct miscdevice logger_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "logger",
	.fops = &logger_fops,
};

static int __init logger_init(void)
{
	lg = kzalloc(sizeof(*lg), GFP_KERNEL);
	if (!lg)
		return -ENOMEM;
	spin_lock_init(&lg->lock);
	INIT_WORK(&lg->flush, logger_flush);
	return misc_register(&logger_misc);
}

static void __exit logger_exit(void)
{
	misc_deregister(&logger_misc);
	kfree(lg);
	cancel_work_sync(&lg->flush);
}

module_init(logger_init);
module_exit(logger_exit);
