/*
 * A kernel function given a pointer to one member of the driver's struct reaches that member's
 * bytes only (no access past the member a pointer was derived from), not a function stored in
 * another member of kernel type. Here `spin_lock_init(&d->lock)` and `init_waitqueue_head`
 * reach nothing holding my_release, which sits in `d->dev` (a struct device no call is ever
 * given). In session 18, before member extents, every call on any member of `d` named
 * my_release as handed over (callback-not-entry) and the driver was inconclusive; the WHOOP
 * driver 8139too had 157 unverified pairs that way (schedule_delayed_work(&tp->thread) reaching
 * tp->mii.mdio_read). Race-free: open and read both take the lock.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/wait.h>
#include <linux/device.h>

struct my_dev {
	int opens;
	spinlock_t lock;
	wait_queue_head_t wq;
	struct device dev;
};

static struct my_dev *d;

static void my_release(struct device *dev)
{
}

static int my_open(struct inode *inode, struct file *f)
{
	spin_lock(&d->lock);
	d->opens++;
	spin_unlock(&d->lock);
	return 0;
}

static ssize_t my_read(struct file *f, char __user *buf, size_t n, loff_t *off)
{
	int v;

	spin_lock(&d->lock);
	v = d->opens;
	spin_unlock(&d->lock);
	return v;
}

static const struct file_operations my_fops = {
	.owner = THIS_MODULE,
	.open = my_open,
	.read = my_read,
};

static struct miscdevice my_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "me",
	.fops = &my_fops,
};

static int __init my_init(void)
{
	d = kzalloc(sizeof(*d), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	d->dev.release = my_release;
	spin_lock_init(&d->lock);
	init_waitqueue_head(&d->wq);
	return misc_register(&my_misc);
}

static void __exit my_exit(void)
{
	misc_deregister(&my_misc);

}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
