/*
 * A work item inside the driver's struct. The work handler's container_of places the kernel's
 * work_struct inside the driver object, which stays the driver's own memory outside the
 * work_struct: the hook stored there is a known function, and the lock there one abstract
 * location (not "2 objects may be locked", not "indirect call not resolved"). Since the work
 * function is an entry point (issue #27), module_exit cancels the work before it frees the
 * object (without cancel_work_sync the free races with a queued work_fn, which is real).
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/workqueue.h>

struct wdev {
	spinlock_t lock;
	int count;
	int (*hook)(void);
	struct work_struct work;
};

static struct wdev *the_dev;

static int step(void)
{
	return 1;
}

/* called with the kernel's work item's container and with the driver's object: one node */
static void reset(struct wdev *d)
{
	spin_lock(&d->lock);
	d->count = 0;
	spin_unlock(&d->lock);
}

static void work_fn(struct work_struct *w)
{
	reset(container_of(w, struct wdev, work));
}

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	spin_lock(&the_dev->lock);
	the_dev->count += the_dev->hook();
	spin_unlock(&the_dev->lock);
	schedule_work(&the_dev->work);
	return 0;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	if (count == 0) {
		reset(the_dev);
		return 0;
	}
	spin_lock(&the_dev->lock);
	the_dev->count += 2;
	spin_unlock(&the_dev->lock);
	return count;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.read = dev_read,
	.write = dev_write,
};

static struct miscdevice dev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "wdev",
	.fops = &dev_fops,
};

static int __init dev_init(void)
{
	the_dev = kzalloc(sizeof(*the_dev), GFP_KERNEL);
	if (!the_dev)
		return -ENOMEM;
	spin_lock_init(&the_dev->lock);
	the_dev->hook = step;
	INIT_WORK(&the_dev->work, work_fn);
	return misc_register(&dev_misc);
}

static void __exit dev_exit(void)
{
	misc_deregister(&dev_misc);
	cancel_work_sync(&the_dev->work);
	kfree(the_dev);
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");
