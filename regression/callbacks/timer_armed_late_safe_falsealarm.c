/*
 * Callbacks as entry points (issue #27), in the precise checker: a timer that module init arms
 * only after its misc_register, having first set the mode the timer function tests. The timer
 * function counts only in mode 0, which it never sees: init sets mode 1 before mod_timer, and
 * nothing else arms the timer. The lockset analysis reports the counter against the ioctl (a
 * false alarm: it does not follow the mode). The precise checker may not confirm it: its
 * threads must start after what init does before the timer is armed. Before the fix its prefix
 * ended at misc_register, the timer ran with mode 0 and the race was "1 confirmed".
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/timer.h>

static int mode;
static unsigned long count;
static struct timer_list ticker;

static void ticker_fn(unsigned long data)
{
	if (mode == 0)
		count++;
}

static long ticker_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	count = 0;
	return 0;
}

static const struct file_operations ticker_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = ticker_ioctl,
};

static struct miscdevice ticker_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "ticker",
	.fops = &ticker_fops,
};

static int __init ticker_init(void)
{
	int ret;

	setup_timer(&ticker, ticker_fn, 0);
	ret = misc_register(&ticker_misc);
	if (ret)
		return ret;
	mode = 1;
	mod_timer(&ticker, jiffies + HZ);
	return 0;
}

static void __exit ticker_exit(void)
{
	del_timer_sync(&ticker);
	misc_deregister(&ticker_misc);
}

module_init(ticker_init);
module_exit(ticker_exit);
MODULE_LICENSE("GPL");
