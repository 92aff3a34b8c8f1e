/*
 * pairlock example: a misc device around a ring buffer. read and write take the ring's
 * mutex; the RESET ioctl forgets to, so it races with both.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/slab.h>
#include <linux/uaccess.h>
#include "ringbuf.h"

#define RING_IOC_RESET 1

struct ringbuf *ring;

static ssize_t ring_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	char c;
	int err;

	mutex_lock(&ring->lock);
	err = ring_get(ring, &c);
	mutex_unlock(&ring->lock);
	if (err)
		return 0;
	if (copy_to_user(buf, &c, 1))
		return -EFAULT;
	return 1;
}

static ssize_t ring_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	char c;

	if (count < 1)
		return 0;
	if (copy_from_user(&c, buf, 1))
		return -EFAULT;
	mutex_lock(&ring->lock);
	ring_put(ring, c);
	mutex_unlock(&ring->lock);
	return 1;
}

static long ring_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	if (cmd != RING_IOC_RESET)
		return -EINVAL;
	ring_reset(ring);
	return 0;
}

static const struct file_operations ring_fops = {
	.owner = THIS_MODULE,
	.read = ring_read,
	.write = ring_write,
	.unlocked_ioctl = ring_ioctl,
};

static struct miscdevice ring_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "ringbuf",
	.fops = &ring_fops,
};

static int __init ring_init(void)
{
	ring = kzalloc(sizeof(*ring), GFP_KERNEL);
	if (!ring)
		return -ENOMEM;
	mutex_init(&ring->lock);
	return misc_register(&ring_misc);
}

static void __exit ring_exit(void)
{
	misc_deregister(&ring_misc);
	kfree(ring);
}

module_init(ring_init);
module_exit(ring_exit);
MODULE_LICENSE("GPL");
