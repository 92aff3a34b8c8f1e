/*
 * A driver function handed to an external function without a model (a subsystem's hook
 * registration the tables do not know): the subsystem may call my_hook later, concurrently with
 * the file operations, and my_hook writes `count` without the lock that my_read holds. my_hook is
 * not an entry point, so that race is not looked for. Before session 16 the report said only that
 * the external call havocs memory (my_init's pairs unverified); now it also names my_hook as code
 * no entry point stands for, and the driver is inconclusive whatever its pairs' verdicts.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/spinlock.h>

extern int subsys_add_hook(void (*hook)(void));

static DEFINE_SPINLOCK(lock);
static int count;

static void my_hook(void)
{
	count++;
}

static ssize_t my_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	spin_lock(&lock);
	count++;
	spin_unlock(&lock);
	return 0;
}

static const struct file_operations my_fops = {
	.owner = THIS_MODULE,
	.read = my_read,
};

static struct miscdevice my_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "hook",
	.fops = &my_fops,
};

static int __init my_init(void)
{
	subsys_add_hook(my_hook);
	return misc_register(&my_dev);
}

static void __exit my_exit(void)
{
	misc_deregister(&my_dev);
}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
