/*
 * restart_wdt: a notifier_block's function is called by its chain (here the restart handlers)
 * whenever the event happens: an entry point, so its unlocked write of `restarts` races with
 * rs_read. Before: register_restart_handler was an external function without a model (pairs
 * unverified) and rs_restart was analysed as no entry point at all.
 */
#include <linux/km.h>

static long restarts;

static int rs_restart(struct notifier_block *nb, unsigned long action, void *data)
{
	restarts++;
	return 0;
}

static struct notifier_block rs_nb = {
	.notifier_call = rs_restart,
	.priority = 128,
};

static ssize_t rs_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	return restarts;
}

static const struct file_operations rs_fops = {
	.read = rs_read,
};

static int __init rs_init(void)
{
	return register_restart_handler(&rs_nb);
}

static void __exit rs_exit(void)
{
	unregister_restart_handler(&rs_nb);
}

module_init(rs_init);
module_exit(rs_exit);
