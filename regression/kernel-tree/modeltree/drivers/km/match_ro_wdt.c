/*
 * match_ro_wdt: the common shape, match data pointing to constant variants (an of_device_id's
 * .data, an acpi_device_id's driver_data) that entry points only read, beside a counter under a
 * mutex: every pair is race-free. Before: of_device_get_match_data and device_get_match_data
 * were external functions without a model, so every pair was unverified (extern-call).
 */
#include <linux/km.h>

struct variant { unsigned int timeout; unsigned int step; };

static struct mutex lock;
static struct device *dev;
static unsigned int pings;
static const struct variant a_variant = { .timeout = 30, .step = 1 };
static const struct variant b_variant = { .timeout = 60, .step = 2 };

static const struct of_device_id ro_of[] = {
	{ .compatible = "fake,a", .data = &a_variant },
	{ .compatible = "fake,b", .data = &b_variant },
	{ }
};
static const struct acpi_device_id ro_acpi[] = {
	{ "FAKE0002", (unsigned long)&b_variant },
	{ }
};
const struct of_device_id *ro_of_ptr = ro_of;
const struct acpi_device_id *ro_acpi_ptr = ro_acpi;

static ssize_t ro_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	const struct variant *v = of_device_get_match_data(dev);
	unsigned int p;

	mutex_lock(&lock);
	p = pings;
	mutex_unlock(&lock);
	return v ? v->timeout + p : p;
}

static ssize_t ro_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	const struct variant *v = device_get_match_data(dev);

	mutex_lock(&lock);
	pings += v ? v->step : 1;
	mutex_unlock(&lock);
	return n;
}

static const struct file_operations ro_fops = {
	.read = ro_read,
	.write = ro_write,
};
