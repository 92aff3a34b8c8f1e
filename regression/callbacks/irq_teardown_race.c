/*
 * Callbacks as entry points (issue #27): module_exit frees the device before it frees the
 * interrupt, so the handler may still run on the freed device: racy (kfree against the
 * handler's access). irq_race.c frees the interrupt first: that pair is race-free.
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

	spin_lock(&d->lock);
	d->events++;
	spin_unlock(&d->lock);
	return IRQ_HANDLED;
}

static ssize_t irqdev_read(struct file *f, char __user *buf, size_t n, loff_t *off)
{
	int v;
	unsigned long flags;

	spin_lock_irqsave(&the_dev->lock, flags);
	v = the_dev->events;
	the_dev->events = 0;
	spin_unlock_irqrestore(&the_dev->lock, flags);
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
	kfree(the_dev);
	free_irq(10, the_dev);
}

module_init(irqdev_init);
module_exit(irqdev_exit);
