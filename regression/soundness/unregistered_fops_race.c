/*
 * Class: an operation table the driver defines but no code clang keeps refers to (here the init
 * registers nothing; with no module_init at all it is the same). clang drops unreferenced
 * internal globals, and with the table the functions in it, so no entry point but the init was
 * found. Before the fix pairlock printed "0 of 0 entry-point pairs race-free, ... 1 serialized"
 * and exited 0; the read and write of counter below race.
 */
#include <linux/module.h>
#include <linux/fs.h>

static int counter;

static ssize_t cnt_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	return counter;
}

static ssize_t cnt_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	counter = counter + 1;
	return count;
}

static const struct file_operations cnt_fops = {
	.owner = THIS_MODULE,
	.read = cnt_read,
	.write = cnt_write,
};

static int __init cnt_init(void)
{
	/* registration forgotten, or left to another file: the table is still the driver's */
	return 0;
}

module_init(cnt_init);
MODULE_LICENSE("GPL");
