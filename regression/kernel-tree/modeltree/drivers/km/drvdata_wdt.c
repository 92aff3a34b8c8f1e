/*
 * drvdata_wdt: the private struct that watchdog_set_drvdata stores in the registered
 * watchdog_device (its driver_data, which only the driver writes in 6.1) is the driver's memory,
 * not the kernel's, so the function pointer probe stores in it is known where the watchdog ops
 * call it (priv->ping(priv), as max63xx_wdt does), and every pair is checked. Before: the
 * watchdog_device is an object the kernel passes, so what its driver_data reaches was the
 * kernel's memory, the call through priv->ping was an indirect call not resolved to known
 * functions, and every pair reaching it was unverified (indirect-call).
 */
#include <linux/km.h>

struct drv_priv {
	struct watchdog_device wdd;
	struct mutex lock;
	unsigned int pings;
	void (*ping)(struct drv_priv *p);
};

static void drv_hw_ping(struct drv_priv *p)
{
	mutex_lock(&p->lock);
	p->pings++;
	mutex_unlock(&p->lock);
}

static int drv_start(struct watchdog_device *wdd)
{
	struct drv_priv *p = watchdog_get_drvdata(wdd);

	p->ping(p);
	return 0;
}

static int drv_ping(struct watchdog_device *wdd)
{
	struct drv_priv *p = watchdog_get_drvdata(wdd);

	p->ping(p);
	return 0;
}

static const struct watchdog_ops drv_ops = {
	.start = drv_start,
	.ping = drv_ping,
};

static int drv_probe(struct platform_device *pdev)
{
	struct drv_priv *p = devm_kzalloc(0, sizeof(*p), 0);

	if (!p)
		return -12;
	p->ping = drv_hw_ping;
	p->wdd.ops = &drv_ops;
	watchdog_set_drvdata(&p->wdd, p);
	return devm_watchdog_register_device(0, &p->wdd);
}

static struct platform_driver drv_driver = {
	.probe = drv_probe,
};

static int drv_init(void)
{
	return __platform_driver_register(&drv_driver, 0);
}
module_init(drv_init);
