/* module_exit resets the buffer the file operations use: with .owner = THIS_MODULE the kernel
   holds a module reference around every file operation, so module_exit cannot run meanwhile. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/slab.h>

static char *buf;
static DEFINE_MUTEX(buf_lock);

static ssize_t dev_read(struct file *file, char __user *ubuf, size_t count, loff_t *ppos)
{
	char c;
	mutex_lock(&buf_lock);
	c = buf ? buf[0] : 0;
	mutex_unlock(&buf_lock);
	return c;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.read = dev_read,
};

static struct miscdevice dev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "dev",
	.fops = &dev_fops,
};

static int __init dev_init(void)
{
	buf = kzalloc(16, GFP_KERNEL);
	return misc_register(&dev_misc);
}

static void __exit dev_exit(void)
{
	misc_deregister(&dev_misc);
	kfree(buf);
	buf = NULL;
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");
