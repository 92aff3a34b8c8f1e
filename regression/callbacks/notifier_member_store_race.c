/*
 * Callbacks as entry points (issue #27), class: a function stored at run time into the function
 * field of a callback struct that is a member of a bigger object, at that member's first byte
 * (intel_scu_watchdog: watchdog_device.intel_scu_notifier.notifier_call = f, then
 * register_reboot_notifier). The store's address is the outer object's member (clang folds the
 * notifier_block's field 0 away), so the store was not seen as a callback struct's: before the
 * fix pairlock printed "callback-not-entry" at register_reboot_notifier for both notifiers, their
 * races with the ioctl were not looked for, and the driver was inconclusive (exit 3).
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/notifier.h>
#include <linux/reboot.h>
#include <linux/slab.h>

struct wdt_dev {
	int armed;
	struct notifier_block reboot_nb;
	int halts;
};

static struct wdt_dev wdt;

struct wdt_extra {
	long pad;
	struct notifier_block nb;
	int seen;
};

static struct wdt_extra *extra;

static int wdt_notify(struct notifier_block *nb, unsigned long code, void *unused)
{
	wdt.armed = 0;
	return NOTIFY_DONE;
}

static int extra_notify(struct notifier_block *nb, unsigned long code, void *unused)
{
	struct wdt_extra *x = container_of(nb, struct wdt_extra, nb);

	x->seen++;
	return NOTIFY_DONE;
}

static long wdt_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	wdt.armed = 1;
	extra->seen = 0;
	return 0;
}

static const struct file_operations wdt_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = wdt_ioctl,
};

static struct miscdevice wdt_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "wdt",
	.fops = &wdt_fops,
};

static int __init wdt_init(void)
{
	int ret;

	extra = kzalloc(sizeof(*extra), GFP_KERNEL);
	if (!extra)
		return -ENOMEM;
	wdt.reboot_nb.notifier_call = wdt_notify;
	ret = register_reboot_notifier(&wdt.reboot_nb);
	if (ret)
		return ret;
	extra->nb.notifier_call = extra_notify;
	ret = register_reboot_notifier(&extra->nb);
	if (ret)
		return ret;
	return misc_register(&wdt_misc);
}

static void __exit wdt_exit(void)
{
	misc_deregister(&wdt_misc);
	unregister_reboot_notifier(&extra->nb);
	unregister_reboot_notifier(&wdt.reboot_nb);
}

module_init(wdt_init);
module_exit(wdt_exit);
