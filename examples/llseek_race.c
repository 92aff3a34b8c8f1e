/*
 * The race of the WHOOP paper's Fig. 1, in a driver written for this project: llseek updates
 * file->f_pos without a lock, so two llseek calls on one open file race.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>

#define STORE_SIZE 128

static char store[STORE_SIZE];

static loff_t store_llseek(struct file *file, loff_t offset, int origin)
{
	switch (origin) {
	case 0:
		break;
	case 1:
		offset += file->f_pos;
		break;
	case 2:
		offset += STORE_SIZE;
		break;
	default:
		return -EINVAL;
	}
	if (offset < 0)
		return -EINVAL;
	file->f_pos = offset;
	return file->f_pos;
}

static ssize_t store_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	return store[0];
}

static const struct file_operations store_fops = {
	.owner = THIS_MODULE,
	.llseek = store_llseek,
	.read = store_read,
};

static struct miscdevice store_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "store",
	.fops = &store_fops,
};

static int __init store_init(void)
{
	return misc_register(&store_misc);
}

static void __exit store_exit(void)
{
	misc_deregister(&store_misc);
}

module_init(store_init);
module_exit(store_exit);
MODULE_LICENSE("GPL");
