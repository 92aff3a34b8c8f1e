/*
 * ticker: a timer (timer_setup), an hrtimer and a kernel thread, each an entry point in
 * kernel-tree mode. The timer and ticker_read share `ticks` under the lock: race-free. The hrtimer
 * writes `beats` and the kernel thread writes `polls` without the lock while ticker_read reads
 * them: two real races. Before session 16, init_timer_key was only a warning, and the hrtimer's
 * and the thread's functions were not entry points at all (kthread_create_on_node was an external
 * call without a model).
 */
#include <linux/cb.h>

static spinlock_t lock;
static long ticks, beats, polls;
static struct timer_list tick_timer;
static struct hrtimer beat_timer;

static void ticker_tick(struct timer_list *t)
{
	spin_lock(&lock);
	ticks++;
	spin_unlock(&lock);
	mod_timer(t, 10);
}

static enum hrtimer_restart ticker_beat(struct hrtimer *h)
{
	beats++;
	return HRTIMER_RESTART;
}

static int ticker_thread(void *data)
{
	polls++;
	return 0;
}

static ssize_t ticker_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	long t;

	spin_lock(&lock);
	t = ticks;
	spin_unlock(&lock);
	return t + beats + polls;
}

static const struct file_operations ticker_fops = {
	.read = ticker_read,
};

static int __init ticker_init(void)
{
	timer_setup(&tick_timer, ticker_tick, 0);
	mod_timer(&tick_timer, 10);
	hrtimer_init(&beat_timer, 1, 0);
	beat_timer.function = ticker_beat;
	hrtimer_start(&beat_timer, 100, 0);
	kthread_run(ticker_thread, 0, "ticker");
	return 0;
}

static void __exit ticker_exit(void)
{
	hrtimer_cancel(&beat_timer);
	timer_delete_sync(&tick_timer);
}

module_init(ticker_init);
module_exit(ticker_exit);
