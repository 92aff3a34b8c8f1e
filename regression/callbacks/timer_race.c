/*
 * Callbacks as entry points (issue #27): a timer function (timer_setup, reached back through
 * from_timer) and a file operation update the device's statistics without a common lock. Before
 * #27 the timer function was no entry point (callback-not-entry) and the driver was verified.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/timer.h>

struct poller {
	spinlock_t lock;
	struct timer_list timer;
	unsigned long polls;
};

static struct poller *pl;

static void poller_tick(struct timer_list *t)
{
	struct poller *p = from_timer(p, t, timer);

	p->polls++;
	mod_timer(&p->timer, jiffies + HZ);
}

static long poller_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	pl->polls = 0;
	return 0;
}

static const struct file_operations poller_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = poller_ioctl,
};

static struct miscdevice poller_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "poller",
	.fops = &poller_fops,
};

static int __init poller_init(void)
{
	pl = kzalloc(sizeof(*pl), GFP_KERNEL);
	if (!pl)
		return -ENOMEM;
	spin_lock_init(&pl->lock);
	timer_setup(&pl->timer, poller_tick, 0);
	mod_timer(&pl->timer, jiffies + HZ);
	return misc_register(&poller_misc);
}

static void __exit poller_exit(void)
{
	misc_deregister(&poller_misc);
	del_timer_sync(&pl->timer);
	kfree(pl);
}

module_init(poller_init);
module_exit(poller_exit);
