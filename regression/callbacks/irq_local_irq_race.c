/*
 * Callbacks as entry points (issue #27): the file operation masks interrupts with
 * local_irq_save around its update, and the handler takes no lock. Masking interrupts on one CPU
 * does not keep the handler from running on another (SMP): racy, and a note says local_irq_save
 * protects nothing. Before #27 the handler was no entry point and the driver verified.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/interrupt.h>
#include <linux/miscdevice.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct irqdev {
	spinlock_t lock;
	int events;
};

static struct irqdev *the_dev;

static irqreturn_t irqdev_interrupt(int irq, void *dev_id)
{
	struct irqdev *d = dev_id;

	d->events++;
	return IRQ_HANDLED;
}

static ssize_t irqdev_read(struct file *f, char __user *buf, size_t n, loff_t *off)
{
	int v;
	unsigned long flags;

	local_irq_save(flags);
	v = the_dev->events;
	the_dev->events = 0;
	local_irq_restore(flags);
	return v;
}

static const struct file_operations irqdev_fops = {
	.owner = THIS_MODULE,
	.read = irqdev_read,
};

static struct miscdevice irqdev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "irqdev",
	.fops = &irqdev_fops,
};

static int __init irqdev_init(void)
{
	the_dev = kzalloc(sizeof(*the_dev), GFP_KERNEL);
	if (!the_dev)
		return -ENOMEM;
	spin_lock_init(&the_dev->lock);
	if (request_irq(10, irqdev_interrupt, IRQF_SHARED, "irqdev", the_dev))
		return -EBUSY;
	return misc_register(&irqdev_misc);
}

static void __exit irqdev_exit(void)
{
	misc_deregister(&irqdev_misc);
	free_irq(10, the_dev);
	kfree(the_dev);
}

module_init(irqdev_init);
module_exit(irqdev_exit);
