/*
 * Functions the driver hands to the kernel for later: an interrupt handler (request_irq, and a
 * handler chosen at run time), a threaded handler, a timer, work items, a tasklet. They are not
 * entry points (as in WHOOP), so the race between my_irq and my_read on `counter` is not looked
 * for; each hand-over is reported as a warning instead. The race between two my_read calls is
 * found as usual.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/interrupt.h>
#include <linux/miscdevice.h>
#include <linux/timer.h>
#include <linux/workqueue.h>

static int counter;
static struct timer_list tm;
static struct work_struct wk;
static struct delayed_work dwk;
static struct tasklet_struct tl;

static irqreturn_t my_irq(int irq, void *dev)
{
	counter++;
	return IRQ_HANDLED;
}

static irqreturn_t my_irq_thread(int irq, void *dev)
{
	return IRQ_HANDLED;
}

static void my_timer(unsigned long d) { }
static void my_work(struct work_struct *w) { }
static void my_tasklet(unsigned long d) { }

static ssize_t my_read(struct file *f, char __user *b, size_t n, loff_t *o)
{
	counter++;
	return 0;
}

static const struct file_operations fops = {
	.owner = THIS_MODULE,
	.read = my_read,
};

static struct miscdevice md = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "cb",
	.fops = &fops,
};

static irq_handler_t chosen = my_irq;

static int __init cb_init(void)
{
	setup_timer(&tm, my_timer, 0);
	INIT_WORK(&wk, my_work);
	INIT_DELAYED_WORK(&dwk, my_work);
	tasklet_init(&tl, my_tasklet, 0);
	if (request_irq(5, my_irq, 0, "cb", NULL))
		return -1;
	if (request_threaded_irq(6, NULL, my_irq_thread, 0, "cb", NULL))
		return -1;
	if (request_irq(7, chosen, 0, "cb", NULL))
		return -1;
	return misc_register(&md);
}

static void __exit cb_exit(void)
{
	misc_deregister(&md);
	free_irq(5, NULL);
	free_irq(6, NULL);
	free_irq(7, NULL);
}

module_init(cb_init);
module_exit(cb_exit);
