/*
 * A driver function handed to the kernel: create_proc_read_entry's read_proc, which the kernel
 * calls on every read of the proc file, concurrently with the driver's entry points. It writes
 * `reads` without the lock ioctl takes. Before session 17 the model (a registration) ignored the
 * function: it was not analysed and not reported, and the driver was "verified", exit 0. Sessions
 * 17-18 reported the hand-over (callback-not-entry: init's pairs unverified, exit 3; this file was
 * proc_read_unverified.c). Now read_proc is an entry point (proc_read) and its race is reported.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/proc_fs.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(lock);
static int reads;

static int my_read_proc(char *page, char **start, off_t off, int count, int *eof, void *data)
{
	reads++;
	return 0;
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
