/*
 * Callbacks as entry points (issue #27): as timer_safe.c, but module_exit frees the device
 * before it stops the timer with del_timer_sync: the timer may run on the freed device (kfree
 * against the timer's accesses). Racy; timer_safe.c stops the timer first.
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

	spin_lock(&p->lock);
	p->polls++;
	spin_unlock(&p->lock);
	mod_timer(&p->timer, jiffies + HZ);
}

static long poller_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	unsigned long flags;

	spin_lock_irqsave(&pl->lock, flags);
	pl->polls = 0;
	spin_unlock_irqrestore(&pl->lock, flags);
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
	setup_timer(&pl->timer, poller_tick, (unsigned long)pl);
	mod_timer(&pl->timer, jiffies + HZ);
	return misc_register(&poller_misc);
}

static void __exit poller_exit(void)
{
	misc_deregister(&poller_misc);
	kfree(pl);
	del_timer_sync(&pl->timer);
}

module_init(poller_init);
module_exit(poller_exit);
