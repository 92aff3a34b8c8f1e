/*
 * cb_wdt: a regmap created from a config that names a driver function (reg_read) calls it from
 * every regmap operation: cb_reg_read is code no entry point stands for, reported at the
 * creating call (callback-not-entry), and the driver is inconclusive whatever its pairs say
 * (cb_reg_read's unlocked `hits++` races with cb_read's read). Before: the creation and the
 * read were external functions without a model (pairs unverified, and the config's function
 * was not reported: only a function passed directly was).
 */
#include <linux/km.h>

static unsigned int hits;

static int cb_reg_read(void *context, unsigned int reg, unsigned int *val)
{
	hits++;
	*val = 0;
	return 0;
}

static const struct regmap_config cb_config = {
	.reg_bits = 32,
	.val_bits = 32,
	.reg_read = cb_reg_read,
};

static ssize_t cb_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	struct regmap *map = devm_regmap_init_mmio(0, 0, &cb_config);
	unsigned int v;

	regmap_read(map, 0, &v);
	return v + hits;
}

static ssize_t cb_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	return n;
}

static const struct file_operations cb_fops = {
	.read = cb_read,
	.write = cb_write,
};
