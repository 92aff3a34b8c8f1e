/*
 * res_wdt: out-of-line functions of 6.1 that read or write driver memory:
 * of_property_read_u32_index writes its output (here the global `timeout`, racing with
 * rs_read's read), irq_of_parse_and_map has no effect on it, and platform_device_register_full
 * (what 6.1's inline platform_device_register_resndata and _data end in) reads the resources it
 * copies, racing with rs_write's write of rs_res[0].start. Before: the three were external
 * functions without a model (extern-call), every pair of init unverified and the race on `timeout`
 * unreported.
 */
#include <linux/km.h>

static struct resource rs_res[1] = { { .start = 0x200, .end = 0x207, .name = "res_wdt" } };
static unsigned int timeout;
static unsigned int irq;
static struct device_node *rs_np;

static ssize_t rs_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	return timeout;
}

static ssize_t rs_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	rs_res[0].start = n;
	return n;
}

static const struct file_operations rs_fops = {
	.read = rs_read,
	.write = rs_write,
};

static int rs_init(void)
{
	struct platform_device_info info = { .name = "res_wdt", .id = -1, .res = rs_res, .num_res = 1 };

	of_property_read_u32_index(rs_np, "timeout-sec", 0, &timeout);
	irq = irq_of_parse_and_map(rs_np, 0);
	if (!platform_device_register_full(&info))
		return -12;
	return 0;
}
module_init(rs_init);
