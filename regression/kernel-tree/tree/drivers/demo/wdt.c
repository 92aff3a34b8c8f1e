/*
 * wdt: get_user's assembly is no unmodelled assembly, and watchdog_init_timeout reads what its
 * watchdog_device points to (info->identity, when it prints): the unlocked call in wdt_write
 * races with wdt_read's locked write of the identity
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

static const struct file_operations wdt_fops = {
	.read = wdt_read,
	.write = wdt_write,
};
