/*
 * class_race: module init creates a device class (6.1: class_create is a macro over the
 * out-of-line __class_create) named by a buffer of the driver's, which write() changes without
 * a lock once the character device is added: __class_create reads the name (the class keeps
 * it), a real race with write. Before: __class_create and class_destroy were external functions
 * without a model, every pair of init and exit unverified.
 */
#include <linux/kc.h>

static struct kc_dev {
	struct mutex lock;
	u32 count;
	struct cdev cdev;
	struct class *cls;
} kd;

static char kd_name[16] = "kc_class";

static ssize_t kd_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	kd_name[0] = 'k';
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
	kd.cls = class_create(THIS_MODULE, kd_name);
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
