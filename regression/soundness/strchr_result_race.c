/*
 * Class: a library search that returns a pointer into the driver's buffer (strchr, strstr; in
 * kernel-tree mode also strnstr, strrchr, of_match_node, dmi_first_match). my_write writes the
 * label through strchr's result holding another lock than my_read. Before session 19 the result
 * was a fresh pointer into no object of the driver: the write was no access of `label`, and
 * pairlock printed "5 of 5 entry-point pairs race-free", exit 0. Now the result points into the
 * object searched.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/string.h>
#include <linux/mutex.h>

static DEFINE_MUTEX(lock);
static DEFINE_MUTEX(wlock);
static char label[16] = "idle:0";

static ssize_t my_read(struct file *f, char __user *buf, size_t n, loff_t *off)
{
	char c;

	mutex_lock(&lock);
	c = label[4];
	mutex_unlock(&lock);
	return c;
}

static ssize_t my_write(struct file *f, const char __user *buf, size_t n, loff_t *off)
{
	char *p;

	mutex_lock(&wlock);
	p = strchr(label, ':');
	if (p)
		*p = '=';
	mutex_unlock(&wlock);
	return n;
}

static const struct file_operations my_fops = {
	.owner = THIS_MODULE,
	.read = my_read,
	.write = my_write,
};

static struct miscdevice my_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "sc",
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
