/*
 * A misc character driver: misc_open hands the registered miscdevice back in
 * file->private_data (functions.xml, flows-to); container_of finds the device; a lazily
 * allocated heap ring protected by its spinlock; an unprotected counter.
 */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>

#define RING 64

struct ring {
	spinlock_t lock;
	unsigned int head, tail;
	char data[RING];
};

struct rdev {
	struct mutex open_lock;
	struct miscdevice misc;
	int users;
	struct ring *shared;
};

static struct rdev the_dev;

static struct rdev *to_rdev(struct file *file)
{
	return container_of(file->private_data, struct rdev, misc);
}

static int ring_open(struct inode *inode, struct file *file)
{
	struct ring *r;
	mutex_lock(&the_dev.open_lock);
	if (!the_dev.shared) {
		r = kzalloc(sizeof(*r), GFP_KERNEL);
		if (!r) {
			mutex_unlock(&the_dev.open_lock);
			return -ENOMEM;
		}
		spin_lock_init(&r->lock);
		the_dev.shared = r;
	}
	the_dev.users++;
	mutex_unlock(&the_dev.open_lock);
	return 0;
}

static ssize_t ring_write(struct file *file, const char __user *buf, size_t n, loff_t *pos)
{
	struct ring *r = to_rdev(file)->shared;
	char c;
	if (n < 1)
		return 0;
	if (copy_from_user(&c, buf, 1))
		return -EFAULT;
	spin_lock(&r->lock);
	r->data[r->head % RING] = c;
	r->head++;
	spin_unlock(&r->lock);
	return 1;
}

static ssize_t ring_read(struct file *file, char __user *buf, size_t n, loff_t *pos)
{
	struct ring *r = to_rdev(file)->shared;
	char c;
	spin_lock(&r->lock);
	if (r->tail == r->head) {
		spin_unlock(&r->lock);
		return 0;
	}
	c = r->data[r->tail % RING];
	r->tail++;
	spin_unlock(&r->lock);
	if (copy_to_user(buf, &c, 1))
		return -EFAULT;
	return 1;
}

static int ring_release(struct inode *inode, struct file *file)
{
	struct rdev *d = to_rdev(file);
	d->users--; /* unprotected: a race with ring_open */
	return 0;
}

static const struct file_operations ring_fops = {
	.owner = THIS_MODULE,
	.open = ring_open,
	.read = ring_read,
	.write = ring_write,
	.release = ring_release,
};

static int __init ring_init(void)
{
	mutex_init(&the_dev.open_lock);
	the_dev.misc.minor = MISC_DYNAMIC_MINOR;
	the_dev.misc.name = "ring";
	the_dev.misc.fops = &ring_fops;
	return misc_register(&the_dev.misc);
}

static void __exit ring_exit(void)
{
	misc_deregister(&the_dev.misc);
	kfree(the_dev.shared);
}

module_init(ring_init);
module_exit(ring_exit);
MODULE_LICENSE("GPL");
