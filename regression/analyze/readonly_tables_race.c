/*
 * Read-only data is not a shared region: two reads never race. A const table, a string table
 * and a table that no entry point writes are read by every file operation without a lock; only
 * the table dev_write fills is shared (with a race against dev_read, and dev_write against
 * itself). Pairs that share nothing but read-only data are race-free "because both only read".
 * Before, every region both entry points reach was a shared region with a race check of its own
 * (and Houdini candidates on every side: most of r8169's were string literals and constant PHY
 * tables).
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/uaccess.h>

static const int gains[4] = { 1, 2, 4, 8 };
static int limits[4] = { 10, 20, 40, 80 }; /* not const, but nobody writes it */
static const char *const names[2] = { "low", "high" };
static int scale[4]; /* filled by dev_write */

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	return gains[count & 3] + limits[count & 3] + scale[count & 3] + names[count & 1][0];
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	scale[count & 3] = (int)count;
	return gains[0] + limits[0];
}

static long dev_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	return limits[cmd & 3] + gains[1] + names[0][0];
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
