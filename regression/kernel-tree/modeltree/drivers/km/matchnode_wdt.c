/*
 * matchnode_wdt: of_match_node(matches, np) returns NULL or the matching entry of the driver's
 * table, so what its .data points to is what the table's values point to: mn_write's unlocked
 * `hits++` through it races with mn_read. Before: of_match_node was an external function without
 * a model (extern-call), both pairs with mn_write unverified and the race with mn_read
 * unreported.
 */
#include <linux/km.h>

struct mn_variant { unsigned int hits; };

static struct mn_variant mn_rw;
static const struct of_device_id mn_of[] = {
	{ .compatible = "fake,mn", .data = &mn_rw },
	{ }
};
static struct device_node *mn_np;

static ssize_t mn_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	return mn_rw.hits;
}

static ssize_t mn_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	const struct of_device_id *id = of_match_node(mn_of, mn_np);

	if (id)
		((struct mn_variant *)id->data)->hits++;
	return n;
}

static const struct file_operations mn_fops = {
	.read = mn_read,
	.write = mn_write,
};
