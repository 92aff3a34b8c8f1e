/*
 * Class: a probe that initialises its private struct through the driver's own helpers before it
 * publishes it. probe allocates the struct and passes it to defined functions that keep no copy
 * of the pointer: priv_init (which initialises the struct's lock), priv_valid (which only
 * compares the pointer), priv_ticks (which returns the address of a field, written through by
 * probe); only then does probe store the struct's address into a global, under the global's
 * lock. A timer, an entry point from the start, reaches the struct only through that global,
 * under the same lock. Nothing else can reach the struct while probe initialises it: no race.
 * Before (session 28) passing the pointer to any defined function counted as publishing it, and
 * probe's unlocked writes were reported against the timer's update.
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/timer.h>

struct priv {
	spinlock_t lock;
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

static void priv_init(struct priv *p)
{
	spin_lock_init(&p->lock);
}

static bool priv_valid(const struct priv *p)
{
	return p != NULL;
}

static int *priv_ticks(struct priv *p)
{
	return &p->ticks;
}

static int my_probe(struct platform_device *pdev)
{
	struct priv *p = kzalloc(sizeof(*p), GFP_KERNEL);
	if (!priv_valid(p))
		return -ENOMEM;
	priv_init(p);
	p->level = 3;
	*priv_ticks(p) = 0;
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
