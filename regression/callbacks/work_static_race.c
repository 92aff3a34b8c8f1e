/*
 * Callbacks as entry points (issue #27): a statically initialised work item (DECLARE_WORK) is an
 * entry point from the start, its parameter the global work_struct; it and the file operation
 * update the count without a common lock. Before #27 the work function was no entry point
 * (callback-not-entry) and the driver was verified.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/workqueue.h>

static int flushed;

static void flusher(struct work_struct *w)
{
	flushed++;
}

static DECLARE_WORK(flush_work_item, flusher);

static ssize_t flusher_write(struct file *f, const char __user *buf, size_t n, loff_t *off)
{
	flushed = 0;
	schedule_work(&flush_work_item);
	return n;
}

static const struct file_operations flusher_fops = {
	.owner = THIS_MODULE,
	.write = flusher_write,
};

static struct miscdevice flusher_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "flusher",
	.fops = &flusher_fops,
};

static int __init flusher_init(void)
{
	return misc_register(&flusher_misc);
}

static void __exit flusher_exit(void)
{
	misc_deregister(&flusher_misc);
	cancel_work_sync(&flush_work_item);
}

module_init(flusher_init);
module_exit(flusher_exit);
