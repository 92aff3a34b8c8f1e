/*
 * reset_wdt: a watchdog that is also a reset controller (devm_reset_controller_register): the
 * reset_control_ops functions are entry points called with the registered reset_controller_dev,
 * the driver's (container_of reaches its private data), so rw_assert's unlocked write of
 * `asserted` races with rw_read and with itself. Before: rw_assert was no entry point
 * (devm_reset_controller_register unmodelled, callback-not-entry) and the race went unreported.
 */
#include <linux/km.h>

struct rw_priv {
	struct reset_controller_dev rcdev;
	unsigned int asserted;
};

static struct rw_priv *gp;

static int rw_assert(struct reset_controller_dev *rcdev, unsigned long id)
{
	struct rw_priv *p = container_of(rcdev, struct rw_priv, rcdev);

	p->asserted |= 1u << id;
	return 0;
}

static const struct reset_control_ops rw_ops = {
	.assert = rw_assert,
};

static ssize_t rw_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	return gp ? gp->asserted : 0;
}

static const struct file_operations rw_fops = {
	.read = rw_read,
};

static int rw_probe(struct platform_device *pdev)
{
	struct rw_priv *p = devm_kzalloc(0, sizeof(*p), 0);

	if (!p)
		return -12;
	p->rcdev.ops = &rw_ops;
	p->rcdev.nr_resets = 4;
	gp = p;
	return devm_reset_controller_register(0, &p->rcdev);
}

static struct platform_driver rw_driver = {
	.probe = rw_probe,
};

static int rw_init(void)
{
	return __platform_driver_register(&rw_driver, 0);
}
module_init(rw_init);
