/* copy_from_user fills the global buffer without the lock copy_to_user reads it under. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>
static char buf[64];
static DEFINE_MUTEX(lock);
static ssize_t dev_read(struct file *file, char __user *ubuf, size_t count, loff_t *ppos)
{
	mutex_lock(&lock);
	if (copy_to_user(ubuf, buf, 64)) { mutex_unlock(&lock); return -EFAULT; }
	mutex_unlock(&lock);
	return 64;
}
static ssize_t dev_write(struct file *file, const char __user *ubuf, size_t count, loff_t *ppos)
{
	if (copy_from_user(buf, ubuf, 64))
		return -EFAULT;
	return 64;
}
static const struct file_operations dev_fops = { .owner = THIS_MODULE, .read = dev_read, .write = dev_write };
static struct miscdevice dev_misc = { .minor = MISC_DYNAMIC_MINOR, .name = "dev", .fops = &dev_fops };
static int __init dev_init(void) { return misc_register(&dev_misc); }
static void __exit dev_exit(void) { misc_deregister(&dev_misc); }
module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");
