/*
 * regset_race: a driver showing its registers in debugfs (dw_wdt's shape in 6.1):
 * debugfs_create_regset32 makes a file whose every read walks the driver's regset (its register
 * descriptions and their number). The driver's write changes the number of registers shown
 * without any lock while a read of the file may walk them: a real race on rs_set.nregs, found
 * in pairlock's model of the kernel's show function. Class: debugfs_create_regset32 (pairlock's
 * C model in debugfs.c). Before: unmodelled, every pair through it unverified.
 */
#include <linux/debugfs.h>

static const struct debugfs_reg32 rs_regs[] = {
	{ .name = "ctrl", .offset = 0x0 },
	{ .name = "count", .offset = 0x4 },
};

static struct debugfs_regset32 rs_set;
static struct cdev rs_cdev;
static struct dentry *rs_dir;

static ssize_t rs_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	rs_set.nregs = n > 1 ? 2 : 1;
	return n;
}

static const struct file_operations rs_fops = {
	.owner = THIS_MODULE,
	.write = rs_write,
};

static int rs_init(void)
{
	rs_set.regs = rs_regs;
	rs_set.nregs = 2;
	rs_dir = debugfs_create_dir("rs", (struct dentry *)0);
	debugfs_create_regset32("registers", 0444, rs_dir, &rs_set);
	cdev_init(&rs_cdev, &rs_fops);
	return cdev_add(&rs_cdev, 0, 1);
}

static void rs_exit(void)
{
	cdev_del(&rs_cdev);
	debugfs_remove(rs_dir);
}

module_init(rs_init);
module_exit(rs_exit);
