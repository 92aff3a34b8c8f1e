/*
 * Class: driver bytes handed to a kernel copy routine (tty_insert_flip_string copies them into
 * the port's flip buffer) while another entry point writes them. The copy reads `rx`; my_write
 * writes it under a lock the copy does not hold. Before session 18 the tty flip functions (and
 * seq_printf, nfc_set_remote_general_bytes, rtc_valid_tm) were modelled as having no effect:
 * the read was no access and the driver was "verified", exit 0.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/spinlock.h>
#include <linux/tty.h>
#include <linux/tty_flip.h>

static DEFINE_SPINLOCK(lock);
static unsigned char rx[8];
static struct tty_port *port;

static ssize_t my_read(struct file *f, char __user *buf, size_t n, loff_t *off)
{
	tty_insert_flip_string(port, rx, sizeof(rx));
	return 0;
}

static ssize_t my_write(struct file *f, const char __user *buf, size_t n, loff_t *off)
{
	spin_lock(&lock);
	rx[0] = 1;
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
	.name = "tf",
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
