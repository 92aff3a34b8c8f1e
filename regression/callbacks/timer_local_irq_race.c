/*
 * Callbacks as entry points (issue #27): the file operation masks interrupts with
 * local_irq_save instead of taking the device's lock; the timer runs on another CPU meanwhile
 * (SMP). Racy, with a note that local_irq_save protects nothing. Before #27 the timer was no
 * entry point and the driver verified.
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

	local_irq_save(flags);
	pl->polls = 0;
	local_irq_restore(flags);
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
	del_timer_sync(&pl->timer);
	kfree(pl);
}

module_init(poller_init);
module_exit(poller_exit);
