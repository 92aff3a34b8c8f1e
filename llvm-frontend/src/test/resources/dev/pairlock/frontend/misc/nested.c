/* Entry points reached through tables: embedded miscdevice, fops by pointer, compound literal. */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>

static ssize_t a_read(struct file *f, char __user *b, size_t n, loff_t *p) { return 0; }
static ssize_t a_write(struct file *f, const char __user *b, size_t n, loff_t *p) { return n; }
static long a_ioctl(struct file *f, unsigned int cmd, unsigned long arg) { return 0; }
static int b_open(struct inode *i, struct file *f) { return 0; }
static int not_an_entry(void) { return 1; }

static const struct file_operations a_fops = {
	.write = a_write,
	.read = a_read,
	.unlocked_ioctl = a_ioctl,
};

struct mydrv {
	int state;
	struct miscdevice misc;
	int (*helper)(void);
};

static struct mydrv drv = {
	.misc = { .minor = MISC_DYNAMIC_MINOR, .name = "a", .fops = &a_fops },
	.helper = not_an_entry,
};

static struct miscdevice other = {
	.name = "b",
	.fops = &(const struct file_operations){ .open = b_open },
};

static int __init drv_init(void)
{
	misc_register(&other);
	return misc_register(&drv.misc);
}
module_init(drv_init);
