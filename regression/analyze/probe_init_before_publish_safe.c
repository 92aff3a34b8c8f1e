/*
 * Class: a probe that initialises its private struct before it publishes it. probe allocates the
 * struct and writes its fields without a lock, and only then stores its address into a global,
 * under the global's lock; a timer, an entry point from the start, reaches the struct only
 * through that global, under the same lock. Nothing else can reach the struct while probe
 * initialises it: no race. Before (session 27) probe's unlocked writes were reported against the
 * timer's update.
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/timer.h>

struct priv {
	int level;
	int ticks;
};

static struct priv *gp;
static DEFINE_SPINLOCK(glock);

static void my_timer_fn(unsigned long d)
{
	spin_lock(&glock);
	if (gp) {
		gp->level--;
		gp->ticks++;
	}
	spin_unlock(&glock);
}
static DEFINE_TIMER(my_timer, my_timer_fn, 0, 0);

static int my_probe(struct platform_device *pdev)
{
	struct priv *p = kzalloc(sizeof(*p), GFP_KERNEL);
	if (!p)
		return -ENOMEM;
	memset(p, 0, sizeof(*p));
	p->level = 3;
	p->ticks = 0;
	spin_lock(&glock);
	gp = p;
	spin_unlock(&glock);
	return 0;
}

static struct platform_driver my_driver = {
	.probe = my_probe,
	.driver = { .name = "pubd" },
};

static int __init my_init(void)
{
	mod_timer(&my_timer, 10);
	return platform_driver_register(&my_driver);
}
module_init(my_init);
MODULE_LICENSE("GPL");
