/*
 * match_rw_wdt: a match table that is not constant (the driver may write it, and the call reads
 * it) is not modelled by the match-data model: of_device_get_match_data stays a call that may do
 * anything to what it reaches, and every pair is unverified, with the table named.
 */
#include <linux/km.h>

static struct device *dev;
static unsigned int count;

static struct of_device_id match_of[] = {
	{ .compatible = "fake,rw", .data = &count },
	{ }
};
struct of_device_id *match_of_ptr = match_of;

static ssize_t rw_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	const unsigned int *c = of_device_get_match_data(dev);

	return c ? *c : 0;
}

static ssize_t rw_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	match_of[0].data = 0;
	return n;
}

static const struct file_operations rw_fops = {
	.read = rw_read,
	.write = rw_write,
};
