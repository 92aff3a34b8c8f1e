/*
 * match_wdt: of_device_get_match_data and device_get_match_data return NULL or the .data of an
 * entry of the driver's constant match tables (an acpi_device_id's driver_data for an ACPI
 * node), so what the result points to is what those values point to. Here one .data points to a
 * variant the driver writes: `hits` is counted without the lock through the match data in
 * match_write and read directly in match_read, a race. Before: both functions were external
 * functions without a model, so every pair was unverified (extern-call), and the race went
 * unreported (the result was the kernel's memory, apart from rw_variant).
 */
#include <linux/km.h>

struct variant { unsigned int timeout; unsigned int hits; };

static struct device *dev;
static struct variant rw_variant = { .timeout = 30 };
static const struct variant ro_variant = { .timeout = 60 };
static struct variant acpi_variant = { .timeout = 90 };

static const struct of_device_id match_of[] = {
	{ .compatible = "fake,rw", .data = &rw_variant },
	{ .compatible = "fake,ro", .data = &ro_variant },
	{ }
};
static const struct acpi_device_id match_acpi[] = {
	{ "FAKE0001", (unsigned long)&acpi_variant },
	{ }
};
const struct of_device_id *match_of_ptr = match_of;
const struct acpi_device_id *match_acpi_ptr = match_acpi;

static ssize_t match_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	const struct variant *v = of_device_get_match_data(dev);

	return (v ? v->timeout : 0) + rw_variant.hits;
}

static ssize_t match_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	struct variant *v = (struct variant *)device_get_match_data(dev);

	if (v)
		v->hits++;
	return n;
}

static const struct file_operations match_fops = {
	.read = match_read,
	.write = match_write,
};
