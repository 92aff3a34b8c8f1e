/* read and write advance *ppos without a lock: the kernel passes each call the address of its own
   copy of the position (vfs_read/vfs_write, file_pos_read), so two calls never share it. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	*ppos += count;
	return count;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	*ppos += count;
	return count;
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
