/*
 * A side whose summaries run out of the solver budget is summarised again, per pair, for the
 * regions that pair shares. dev_ioctl updates eight tables through helpers, each under the
 * device mutex; dev_write does too, dev_read reads only the first. With --solver-budget too
 * small for dev_ioctl's eight regions, its pair with dev_read (one shared region) is still
 * proved with dev_ioctl's summaries for that region alone; its pairs that share all eight stay
 * unverified, naming the budget.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>

static DEFINE_MUTEX(dev_lock);
static int t0[4], t1[4], t2[4], t3[4], t4[4], t5[4], t6[4], t7[4];

static void set0(int i, int v) { t0[i & 3] = v; }
static void set1(int i, int v) { t1[i & 3] = v + t0[0]; }
static void set2(int i, int v) { t2[i & 3] = v + t1[1]; }
static void set3(int i, int v) { t3[i & 3] = v + t2[2]; }
static void set4(int i, int v) { t4[i & 3] = v + t3[3]; }
static void set5(int i, int v) { t5[i & 3] = v + t4[0]; }
static void set6(int i, int v) { t6[i & 3] = v + t5[1]; }
static void set7(int i, int v) { t7[i & 3] = v + t6[2]; }

static void update(int i, int v)
{
	set0(i, v); set1(i, v); set2(i, v); set3(i, v);
	set4(i, v); set5(i, v); set6(i, v); set7(i, v);
}

static long dev_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	int k;

	for (k = 0; k < (int)(arg & 7); k++) {
		mutex_lock(&dev_lock);
		update(k, (int)cmd);
		mutex_unlock(&dev_lock);
	}
	return 0;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	mutex_lock(&dev_lock);
	update((int)count, 1);
	mutex_unlock(&dev_lock);
	return count;
}

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	int v;

	mutex_lock(&dev_lock);
	v = t0[count & 3];
	mutex_unlock(&dev_lock);
	return v;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.read = dev_read,
	.write = dev_write,
	.unlocked_ioctl = dev_ioctl,
};

static struct miscdevice dev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "dev",
	.fops = &dev_fops,
};

static int __init dev_init(void)
{
	return misc_register(&dev_misc);
}

static void __exit dev_exit(void)
{
	misc_deregister(&dev_misc);
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");
