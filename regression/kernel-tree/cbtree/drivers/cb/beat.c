/*
 * beat: an hrtimer that restarts itself with hrtimer_forward_now (include/linux/hrtimer.h: the
 * out-of-line hrtimer_forward on the time the timer's clock base gives, through a function
 * pointer the kernel set). Forwarding moves the expiry of the timer given, a member of the
 * driver's struct, and nothing else of it: `total`, which the callback and read update under the
 * lock, is race-free; `beats`, which the callback writes without it and read reads, races.
 * Before: hrtimer_forward had no model (extern-call) and the clock base's get_time was an
 * unresolved indirect call: the callback's 3 pairs were unverified; and hrtimer_init wrote from
 * the timer to the end of the struct, so module_init's call raced with read on `beats`.
 */
#include <linux/cb.h>

static struct beat_dev {
	spinlock_t lock;
	long total;
	struct hrtimer timer;
	long beats;
} bd;

static enum hrtimer_restart beat_fn(struct hrtimer *h)
{
	struct beat_dev *d = container_of(h, struct beat_dev, timer);

	spin_lock(&d->lock);
	d->total++;
	spin_unlock(&d->lock);
	d->beats++;
	hrtimer_forward_now(h, 100);
	return HRTIMER_RESTART;
}

static ssize_t beat_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	long t;

	spin_lock(&bd.lock);
	t = bd.total;
	spin_unlock(&bd.lock);
	return t + bd.beats;
}

static const struct file_operations beat_fops = {
	.read = beat_read,
};

static int __init beat_init(void)
{
	hrtimer_init(&bd.timer, 1, 0);
	bd.timer.function = beat_fn;
	hrtimer_start(&bd.timer, 100, 0);
	return 0;
}

static void __exit beat_exit(void)
{
	hrtimer_cancel(&bd.timer);
}

module_init(beat_init);
module_exit(beat_exit);
