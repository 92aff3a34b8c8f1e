/*
 * class_safe: as class_race, with the class named by a string constant (as every driver of 6.1's
 * drivers/char names it) and write() changing only the count, under the mutex read() takes:
 * race-free. Before: __class_create and class_destroy were external functions without a model,
 * every pair of init and exit unverified.
 */
#include <linux/kc.h>

static struct kc_dev {
	struct mutex lock;
	u32 count;
	struct cdev cdev;
	struct class *cls;
} kd;

static ssize_t kd_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&kd.lock);
	kd.count++;
	mutex_unlock(&kd.lock);
	return n;
}

static ssize_t kd_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	u32 v;

	mutex_lock(&kd.lock);
	v = kd.count;
	mutex_unlock(&kd.lock);
	return v;
}

static const struct file_operations kd_fops = {
	.owner = THIS_MODULE,
	.read = kd_read,
	.write = kd_write,
};

static int kd_init(void)
{
	int r;

	cdev_init(&kd.cdev, &kd_fops);
	r = cdev_add(&kd.cdev, 0, 1);
	if (r)
		return r;
	kd.cls = class_create(THIS_MODULE, "kc_class");
	if (!kd.cls) {
		cdev_del(&kd.cdev);
		return -12;
	}
	return 0;
}

static void kd_exit(void)
{
	class_destroy(kd.cls);
	cdev_del(&kd.cdev);
}

module_init(kd_init);
module_exit(kd_exit);
