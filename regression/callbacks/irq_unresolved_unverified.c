/*
 * Callbacks as entry points (issue #27): the interrupt handler is chosen at run time (a function
 * pointer the analysis does not resolve), so it is not analysed: the hand-over is reported and
 * module_init's pairs are unverified, never verified. Before #27: a warning, and verified.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/interrupt.h>
#include <linux/miscdevice.h>

static int events;
static int use_fast;

static irqreturn_t slow_isr(int irq, void *dev)
{
	events++;
	return IRQ_HANDLED;
}

static irqreturn_t fast_isr(int irq, void *dev)
{
	events += 2;
	return IRQ_HANDLED;
}

static irq_handler_t pick(void)
{
	return use_fast ? fast_isr : slow_isr;
}

static ssize_t ev_read(struct file *f, char __user *b, size_t n, loff_t *o)
{
	return events;
}

static const struct file_operations ev_fops = {
	.owner = THIS_MODULE,
	.read = ev_read,
};

static struct miscdevice ev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "ev",
	.fops = &ev_fops,
};

static int __init ev_init(void)
{
	events = 0;
	if (request_irq(3, pick(), 0, "ev", NULL))
		return -EBUSY;
	return misc_register(&ev_misc);
}

static void __exit ev_exit(void)
{
	misc_deregister(&ev_misc);
	free_irq(3, NULL);
}

module_init(ev_init);
module_exit(ev_exit);
