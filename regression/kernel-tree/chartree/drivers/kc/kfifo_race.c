/*
 * kfifo_race: a character device whose write puts bytes into a kfifo under the device's mutex
 * while its read takes them out without it: both update the fifo's indices (lib/kfifo.c's
 * __kfifo_in and __kfifo_out, out of line in 6.1), a real race. Before: __kfifo_in and
 * __kfifo_out were external functions without a model, and every pair was unverified.
 */
#include <linux/kc.h>

static struct kc_dev {
	struct mutex lock;
	struct kfifo fifo;
	struct cdev cdev;
} kc;

static ssize_t kc_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	u8 b;

	if (!kfifo_out(&kc.fifo, &b, 1))
		return 0;
	return 1;
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
