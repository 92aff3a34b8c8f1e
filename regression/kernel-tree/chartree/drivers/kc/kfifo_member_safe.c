/*
 * kfifo_member_safe: the kfifo functions reach the struct __kfifo they are given and its buffer,
 * not the rest of the device struct around it: the fifo is used under one mutex, the open
 * counter beside it under another, and nothing races. A model writing from the fifo to the end
 * of the struct would call the counter racy.
 */
#include <linux/kc.h>

static struct kc_dev {
	struct mutex lock;
	struct kfifo fifo;
	unsigned int opened;
	struct mutex open_lock;
	struct cdev cdev;
} kc;

static int kc_open(struct inode *inode, struct file *f)
{
	mutex_lock(&kc.open_lock);
	kc.opened++;
	mutex_unlock(&kc.open_lock);
	return 0;
}

static ssize_t kc_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	u8 b;
	unsigned int got;

	mutex_lock(&kc.lock);
	got = kfifo_out(&kc.fifo, &b, 1);
	mutex_unlock(&kc.lock);
	return got;
}

static ssize_t kc_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	u8 b = 1;

	mutex_lock(&kc.lock);
	kfifo_in(&kc.fifo, &b, 1);
	mutex_unlock(&kc.lock);
	return 1;
}

static const struct file_operations kc_fops = {
	.owner = THIS_MODULE,
	.open = kc_open,
	.read = kc_read,
	.write = kc_write,
};

static int kc_init(void)
{
	if (kfifo_alloc(&kc.fifo, 64, 0))
		return -12;
	cdev_init(&kc.cdev, &kc_fops);
	return cdev_add(&kc.cdev, 0, 1);
}

static void kc_exit(void)
{
	cdev_del(&kc.cdev);
	kfifo_free(&kc.fifo);
}

module_init(kc_init);
module_exit(kc_exit);
