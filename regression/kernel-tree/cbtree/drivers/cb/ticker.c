/*
 * ticker: a timer (timer_setup), an hrtimer and a kernel thread, each an entry point in
 * kernel-tree mode. The timer and ticker_read share `ticks` under the lock: race-free. The hrtimer
 * writes `beats` and the kernel thread writes `polls` without the lock while ticker_read reads
 * them: two real races. ticker_write queues a work item with queue_work_on; the exit cancels it
 * (cancel_work_sync) and then resets `pending`, which the work writes: since a write may queue
 * the work again meanwhile (the file operations have no owner, so the exit is not serialized with
 * them), that reset races with the work. Before session 16, init_timer_key was only a warning, the
 * hrtimer's and the thread's functions were not entry points at all (kthread_create_on_node was an
 * external call without a model), and queue_work_on was a function without effect, so the exit's
 * end of the work was honoured and the race on `pending` was missed.
 */
#include <linux/cb.h>

static spinlock_t lock;
static long ticks, beats, polls, pending;
static struct work_struct stats_work;
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

static void ticker_stats(struct work_struct *w)
{
	pending++;
}

static ssize_t ticker_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	queue_work_on(0, system_wq, &stats_work);
	return n;
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
	.write = ticker_write,
};

static int __init ticker_init(void)
{
	timer_setup(&tick_timer, ticker_tick, 0);
	mod_timer(&tick_timer, 10);
	hrtimer_init(&beat_timer, 1, 0);
	beat_timer.function = ticker_beat;
	hrtimer_start(&beat_timer, 100, 0);
	kthread_run(ticker_thread, 0, "ticker");
	INIT_WORK(&stats_work, ticker_stats);
	return 0;
}

static void __exit ticker_exit(void)
{
	hrtimer_cancel(&beat_timer);
	timer_delete_sync(&tick_timer);
	cancel_work_sync(&stats_work);
	pending = 0;
}

module_init(ticker_init);
module_exit(ticker_exit);
