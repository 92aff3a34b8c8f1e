/*
 * Callbacks as entry points (issue #27), class: a callback's pointer parameters through which the
 * kernel passes objects of its own call, fresh per call (create_proc_read_entry's read_proc gets a
 * page proc_file_read allocated for this read and the addresses of its locals start and eof;
 * ds1286, efirtc). read_proc fills them in and reads the driver's counter under the lock ioctl
 * takes. Before: "callback-not-entry" at create_proc_read_entry, exit 3; with read_proc an entry
 * point but its parameters taken as ordinary ones, two reads of the file were taken to write one
 * page, start and eof (self-pair false alarms).
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/proc_fs.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(lock);
static int reads;

static int my_read_proc(char *page, char **start, off_t off, int count, int *eof, void *data)
{
	int len;

	spin_lock(&lock);
	reads++;
	len = sprintf(page, "reads %d\n", reads);
	spin_unlock(&lock);
	page[len] = 0;
	*start = page;
	*eof = 1;
	return len;
}

static long my_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	int n;

	spin_lock(&lock);
	n = reads;
	reads = 0;
	spin_unlock(&lock);
	return n;
}

static const struct file_operations my_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = my_ioctl,
};

static int __init my_init(void)
{
	if (!create_proc_read_entry("pr", 0, NULL, my_read_proc, NULL))
		return -ENOMEM;
	return register_chrdev(241, "pr", &my_fops);
}

static void __exit my_exit(void)
{
	unregister_chrdev(241, "pr");
}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
