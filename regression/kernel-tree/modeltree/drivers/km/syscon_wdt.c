/*
 * syscon_wdt: register-map operations on a syscon's regmap are kernel code that calls nothing of
 * the driver; only their output arguments (regmap_read's value, regmap_update_bits_base's
 * change flag) are driver memory. The reads and updates of `last` and `changed` under the mutex
 * are race-free; `writes` is counted without it in syscon_write and read in syscon_read: a
 * race. Before: regmap_read, regmap_write and regmap_update_bits_base were external functions
 * without a model, so every pair was unverified (extern-call) and the race went unreported.
 */
#include <linux/km.h>

static struct mutex lock;
static unsigned int last, writes;
static bool changed;

static ssize_t syscon_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	struct regmap *map = syscon_regmap_lookup_by_phandle(0, "syscon");
	unsigned int v;

	mutex_lock(&lock);
	regmap_read(map, 0, &last);
	v = last;
	mutex_unlock(&lock);
	return v + writes;
}

static ssize_t syscon_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	struct regmap *map = syscon_regmap_lookup_by_phandle(0, "syscon");

	mutex_lock(&lock);
	regmap_update_bits_base(map, 0, 1, n, &changed, 0, 0);
	if (changed)
		last = n;
	regmap_update_bits(map, 4, 1, 0);
	mutex_unlock(&lock);
	regmap_write(map, 8, n);
	writes++;
	return n;
}

static const struct file_operations syscon_fops = {
	.read = syscon_read,
	.write = syscon_write,
};
