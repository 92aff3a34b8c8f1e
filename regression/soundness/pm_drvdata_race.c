/*
 * Class: the driver's data reached through two objects the kernel passes for one device. probe
 * gets the platform_device and stores its private struct with platform_set_drvdata; a dev_pm_ops
 * callback gets the struct device inside it and reads the struct back with dev_get_drvdata. The
 * suspend callback's write of p->level races with the timer's increment through the global.
 * Before: the platform_device's embedded device and the pm callback's struct device were apart,
 * the pm callback's dev_get_drvdata pointed nowhere the driver's struct is, and the pair
 * (my_suspend, my_timer_fn) was reported race-free ("4 of 5 entry-point pairs race-free", only
 * the race on gp).
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/pm.h>

struct priv { int level; };
static struct priv *gp;

static int my_suspend(struct device *dev)
{
	struct priv *p = dev_get_drvdata(dev);
	p->level = 0;
	return 0;
}
static SIMPLE_DEV_PM_OPS(my_pm, my_suspend, NULL);

static int my_probe(struct platform_device *pdev)
{
	struct priv *p = kzalloc(sizeof(*p), GFP_KERNEL);
	if (!p)
		return -ENOMEM;
	platform_set_drvdata(pdev, p);
	gp = p;
	return 0;
}

static struct platform_driver my_driver = {
	.probe = my_probe,
	.driver = { .name = "pmd", .pm = &my_pm },
};

static void my_timer_fn(unsigned long d)
{
	gp->level++;
}
static DEFINE_TIMER(my_timer, my_timer_fn, 0, 0);

static int __init my_init(void)
{
	mod_timer(&my_timer, 10);
	return platform_driver_register(&my_driver);
}
module_init(my_init);
MODULE_LICENSE("GPL");
