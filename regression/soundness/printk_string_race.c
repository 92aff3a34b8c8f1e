/*
 * Class: a string the driver prints (printk's %s) while another entry point writes it. printk
 * reads the string; the write in my_write holds no lock the read holds. Before session 18 printk
 * was modelled as having no effect on driver memory: the read was not an access and the driver
 * was "verified", exit 0. Now printk reads the format and every pointer argument after it.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/uaccess.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(lock);
static char label[16] = "idle";

static ssize_t my_read(struct file *f, char __user *buf, size_t n, loff_t *off)
{
	printk(KERN_INFO "state %s\n", label);
	return 0;
}

static ssize_t my_write(struct file *f, const char __user *buf, size_t n, loff_t *off)
{
	spin_lock(&lock);
	label[0] = 'b';
	spin_unlock(&lock);
	return n;
}

static const struct file_operations my_fops = {
	.owner = THIS_MODULE,
	.read = my_read,
	.write = my_write,
};

static struct miscdevice my_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "pk",
	.fops = &my_fops,
};

static int __init my_init(void)
{
	return misc_register(&my_misc);
}

static void __exit my_exit(void)
{
	misc_deregister(&my_misc);
}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
