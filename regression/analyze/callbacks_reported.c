/*
 * Functions the driver hands to the kernel for later: an interrupt handler (request_irq, and a
 * handler chosen at run time), a threaded handler, a timer, work items, a tasklet, and the same
 * statically initialised (DEFINE_TIMER, DECLARE_WORK, DECLARE_DELAYED_WORK, DECLARE_TASKLET, a
 * timer inside a driver struct). Since issue #27 each is an entry point (a note says where),
 * so the race between my_irq and my_read on `counter` is found; the handler chosen at run time
 * (a pointer variable) is not resolved: a warning, and cb_init's pairs are unverified.
 * The race between two my_read calls is found as usual.
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

static void my_static_timer(unsigned long d) { }
static void my_static_work(struct work_struct *w) { }
static void my_static_delayed(struct work_struct *w) { }
static void my_static_tasklet(unsigned long d) { }
static void my_nested_timer(unsigned long d) { }

static DEFINE_TIMER(st_timer, my_static_timer, 0, 0);
static DECLARE_WORK(st_work, my_static_work);
static DECLARE_DELAYED_WORK(st_dwork, my_static_delayed);
static DECLARE_TASKLET(st_tasklet, my_static_tasklet, 0);

struct cb_dev {
	int state;
	struct timer_list poll;
};

static struct cb_dev the_dev = {
	.state = 1,
	.poll = TIMER_INITIALIZER(my_nested_timer, 0, 0),
};

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
	mod_timer(&st_timer, 1);
	schedule_work(&st_work);
	schedule_delayed_work(&st_dwork, 1);
	tasklet_schedule(&st_tasklet);
	mod_timer(&the_dev.poll, the_dev.state);
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
