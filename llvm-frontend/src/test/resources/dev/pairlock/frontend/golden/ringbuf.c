/* A character driver with a per-open heap object, private_data, container_of and spinlocks. */
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
	struct miscdevice misc;
	struct mutex open_lock;
	int users;
	struct ring *shared;
};

static struct rdev the_dev;

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
	file->private_data = the_dev.shared;
	mutex_unlock(&the_dev.open_lock);
	return 0;
}

static ssize_t ring_write(struct file *file, const char __user *buf, size_t n, loff_t *pos)
{
	struct ring *r = file->private_data;
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
	struct ring *r = file->private_data;
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
	struct miscdevice *m = file->private_data ? &the_dev.misc : NULL;
	struct rdev *d = container_of(m, struct rdev, misc);
	if (d)
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
