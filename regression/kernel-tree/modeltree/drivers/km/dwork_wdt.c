/*
 * dwork_wdt: 6.1's INIT_DELAYED_WORK and usb_fill_bulk_urb store the work function and the URB
 * completion into work_struct.func and urb->complete inside helpers that get the function as a
 * parameter (devm_delayed_work_autocancel, the inline usb_fill_bulk_urb): both are entry points
 * (the functions the helpers' callers pass), so the work's unlocked `pings++` and the
 * completion's `done++` race with dw_read. Before: neither was an entry point (callback-not-entry
 * at __init_work, queue_delayed_work_on and usb_submit_urb, every pair unverified) and both races
 * went unreported.
 */
#include <linux/km.h>

struct dw_priv {
	struct delayed_work work;
	struct urb *urb;
	unsigned int pings;
	unsigned int done;
};

static struct dw_priv priv;

static void dw_ping(struct work_struct *w)
{
	struct dw_priv *p = container_of(w, struct dw_priv, work.work);

	p->pings++;
	schedule_delayed_work(&p->work, 100);
}

static void dw_complete(struct urb *urb)
{
	struct dw_priv *p = urb->context;

	p->done++;
}

static ssize_t dw_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	return priv.pings + priv.done;
}

static const struct file_operations dw_fops = {
	.read = dw_read,
};

static int dw_init(void)
{
	devm_delayed_work_autocancel(0, &priv.work, dw_ping);
	priv.urb = usb_alloc_urb(0, 0);
	if (!priv.urb)
		return -12;
	usb_fill_bulk_urb(priv.urb, 0, 0, 0, 0, dw_complete, &priv);
	usb_submit_urb(priv.urb, 0);
	schedule_delayed_work(&priv.work, 100);
	return 0;
}
module_init(dw_init);
