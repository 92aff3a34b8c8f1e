/*
 * Callbacks as entry points (issue #27): the driver sets its timer up itself (init_timer, then
 * the function and data fields, as r8169 does); the timer function, called with the device as
 * its data, and the file operation update the statistics without a common lock. Before #27 the
 * function store was not even noticed, and the driver was verified.
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

static void poller_tick(unsigned long data)
{
	struct poller *p = (struct poller *)data;

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
	init_timer(&pl->timer);
	pl->timer.function = poller_tick;
	pl->timer.data = (unsigned long)pl;
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
