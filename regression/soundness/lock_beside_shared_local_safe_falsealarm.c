/* Class: a lock in a struct one of whose other fields shares a helper's pointer parameter with a
   local of another type (sch311x_wdt: get_status(int *status) fills the ioctl's local `status`
   and, at module init, the driver data's boot_status). The points-to analysis puts the local and
   the struct in one node, but the local (an int) does not reach the lock's offset, so the lock is
   still one location. The merge still costs a false alarm: the two ioctls' locals `status` are
   one region with data.boot_status, reported as a race between two ioctls (accepted). Before the
   fix a local of no struct type was taken to cover every offset:
   "unresolved lock: spin_lock: argument is not one abstract location (2 objects may be locked:
   data, dev_ioctl.status)", and every pair taking the lock was unverified. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/kernel.h>
#include <linux/spinlock.h>

static struct {
	unsigned short reg;
	int boot_status;
	spinlock_t lock;
	int pings;
} data;

static void get_status(int *status)
{
	*status = 0;
	spin_lock(&data.lock);
	*status |= data.pings;
	spin_unlock(&data.lock);
}

static long dev_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	int status;

	get_status(&status);
	return status;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	spin_lock(&data.lock);
	data.pings++;
	spin_unlock(&data.lock);
	return count;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = dev_ioctl,
	.write = dev_write,
};

static struct miscdevice dev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "dev",
	.fops = &dev_fops,
};

static int __init dev_init(void)
{
	spin_lock_init(&data.lock);
	get_status(&data.boot_status);
	return misc_register(&dev_misc);
}

static void __exit dev_exit(void)
{
	misc_deregister(&dev_misc);
}

module_init(dev_init);
module_exit(dev_exit);
