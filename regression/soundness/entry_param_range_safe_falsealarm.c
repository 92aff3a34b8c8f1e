/* Class: an entry point's integer parameter (an ioctl's unsigned int cmd, main's argc) is of its
   type, whatever the caller outside the program passes. The precise checker left the entry's
   parameters free and confirmed the race behind cmd > 0xffffffff, which no call can take. Now
   it assumes them in their types' ranges ({:param_widths}); the lockset stage does not, and
   reports the pair (an accepted false alarm). */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
static int x;
static DEFINE_MUTEX(m);
static long d_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	unsigned long long c = cmd;
	if (c > 0xffffffffULL)
		x = 1;
	return 0;
}
static ssize_t d_write(struct file *f, const char __user *b, size_t n, loff_t *o)
{
	mutex_lock(&m);
	x = 2;
	mutex_unlock(&m);
	return n;
}
static const struct file_operations d_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = d_ioctl,
	.write = d_write,
};
static struct miscdevice d_misc = { .minor = MISC_DYNAMIC_MINOR, .name = "d", .fops = &d_fops };
static int __init d_init(void) { return misc_register(&d_misc); }
static void __exit d_exit(void) { misc_deregister(&d_misc); }
module_init(d_init);
module_exit(d_exit);
