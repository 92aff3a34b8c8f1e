/* Class: an entry point that writes and then stops the thread with BUG() (a trap); the
   counterpart of bug_after_write_race.c with both accesses under one mutex: race-free. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/kernel.h>
#include <linux/mutex.h>

static int state;
static DEFINE_MUTEX(state_lock);

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	int s;
	mutex_lock(&state_lock);
	s = state;
	mutex_unlock(&state_lock);
	return s;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	mutex_lock(&state_lock);
	state = count;
	mutex_unlock(&state_lock);
	BUG();
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.read = dev_read,
	.write = dev_write,
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
