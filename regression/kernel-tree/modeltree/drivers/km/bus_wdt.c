/*
 * bus_wdt: an ISA driver's probe, an NMI handler (register_nmi_handler's static nmiaction) and a
 * watchdog pretimeout governor are entry points of their tables (isa_driver, nmiaction,
 * watchdog_governor), so their unlocked writes race with bw_read. Before: the three functions
 * were no entry points (callback-not-entry at isa_register_driver, __register_nmi_handler and
 * watchdog_register_governor, unmodelled), every pair unverified, the races unreported.
 * nmi_panic (which returns when another CPU panics first) touches no driver memory; before, it
 * was unmodelled (extern-call: the handler's pairs unverified).
 */
#include <linux/km.h>

static unsigned int io_base;
static unsigned int nmi_hits;
static unsigned int pretimeouts;

static int bw_probe(struct device *dev, unsigned int id)
{
	io_base = 0x100 + id;
	return 0;
}

static struct isa_driver bw_isa = {
	.probe = bw_probe,
	.driver = { .name = "bus_wdt" },
};

static int bw_nmi(unsigned int type, struct pt_regs *regs)
{
	nmi_hits++;
	if (type)
		nmi_panic(regs, "bus_wdt");
	return 0;
}

static void bw_pretimeout(struct watchdog_device *wdd)
{
	pretimeouts++;
}

static struct watchdog_governor bw_gov = {
	.name = "bus_wdt",
	.pretimeout = bw_pretimeout,
};

static ssize_t bw_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	return io_base + nmi_hits + pretimeouts;
}

static const struct file_operations bw_fops = {
	.read = bw_read,
};

static int bw_init(void)
{
	int err = isa_register_driver(&bw_isa, 1);

	if (err)
		return err;
	register_nmi_handler(0, bw_nmi, 0, "bus_wdt");
	return watchdog_register_governor(&bw_gov);
}
module_init(bw_init);

static void bw_exit(void)
{
	watchdog_unregister_governor(&bw_gov);
	unregister_nmi_handler(0, "bus_wdt");
	isa_unregister_driver(&bw_isa);
}
module_exit(bw_exit);
