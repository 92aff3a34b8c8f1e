/*
 * wdt: get_user's assembly is no unmodelled assembly, and watchdog_init_timeout reads what its
 * watchdog_device points to (info->identity, when it prints): the unlocked call in wdt_write
 * races with wdt_read's locked write of the identity; wdt_open's device-managed action (handed
 * over through the inline devm_add_action_or_reset) is an entry point from then on
 */
#include <linux/demo.h>

static struct mutex m;
static struct watchdog_info ident = { .options = 1 };
static struct watchdog_device wdd = { .info = &ident };

static ssize_t wdt_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	char c;

	if (get_user(c, buf))
		return -14;
	mutex_lock(&m);
	ident.identity[0] = c;
	mutex_unlock(&m);
	return 1;
}

static ssize_t wdt_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	return watchdog_init_timeout(&wdd, n, 0);
}

static void wdt_release(void *data)
{
	struct watchdog_device *w = data;

	w->timeout = 0;
}

static int wdt_open(struct inode *i, struct file *f)
{
	return devm_add_action_or_reset(0, wdt_release, &wdd);
}

static const struct file_operations wdt_fops = {
	.read = wdt_read,
	.write = wdt_write,
	.open = wdt_open,
};
