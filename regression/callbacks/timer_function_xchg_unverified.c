/*
 * Class: a callback struct's function field written by an atomic exchange (kernel mode). The
 * driver sets its timer's function with __atomic_exchange_n instead of a store; the timer
 * function and the file operation update the statistics without a common lock, a race. Only
 * stores were taken for hand-overs, so no entry point stood for poller_tick and the driver was
 * race-free. An atomic write that may put a function into a callback struct's function field
 * is now reported (callback-not-entry), as a memcpy there is, and the pairs are unverified.
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
	spin_lock(&pl->lock);
	pl->polls = 0;
	spin_unlock(&pl->lock);
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
	__atomic_exchange_n(&pl->timer.function, poller_tick, __ATOMIC_SEQ_CST);
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
