/*
 * Callback liveness from the hand-over (issue #27): as handover_liveness_safe.c, but module_init
 * writes each callback's setting after the call that lets the callback run (request_irq,
 * mod_timer, schedule_work, tasklet_schedule, add_disk), so each write races with a read of the
 * callback it armed: five races.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/blkdev.h>
#include <linux/genhd.h>
#include <linux/interrupt.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/workqueue.h>

struct unit {
	spinlock_t lock;
	struct timer_list timer;
	struct work_struct work;
	struct tasklet_struct tasklet;
	struct request_queue *queue;
	struct gendisk *disk;
	int irq_mask;
	int timer_period;
	int work_batch;
	int tasklet_budget;
	int sector_size;
	unsigned long seen;
};

static struct unit *u;

static irqreturn_t unit_interrupt(int irq, void *dev_id)
{
	struct unit *d = dev_id;

	return d->irq_mask ? IRQ_HANDLED : IRQ_NONE;
}

static void unit_tick(unsigned long data)
{
	struct unit *d = (struct unit *)data;

	if (d->timer_period > 0)
		pr_info("tick\n");
}

static void unit_work(struct work_struct *w)
{
	struct unit *d = container_of(w, struct unit, work);

	if (d->work_batch > 0)
		pr_info("work\n");
}

static void unit_tasklet(unsigned long data)
{
	struct unit *d = (struct unit *)data;

	if (d->tasklet_budget > 0)
		pr_info("tasklet\n");
}

static void unit_request(struct request_queue *q)
{
	struct request *req;

	while ((req = blk_fetch_request(q)) != NULL)
		__blk_end_request_all(req, u->sector_size ? 0 : -EIO);
}

static const struct block_device_operations unit_fops = {
	.owner = THIS_MODULE,
};

static int __init unit_init(void)
{
	if (register_blkdev(240, "unit") < 0)
		return -EIO;
	u = kzalloc(sizeof(*u), GFP_KERNEL);
	if (!u)
		return -ENOMEM;
	spin_lock_init(&u->lock);
	if (request_irq(5, unit_interrupt, 0, "unit", u))
		return -EBUSY;
	u->irq_mask = 1;
	setup_timer(&u->timer, unit_tick, (unsigned long)u);
	mod_timer(&u->timer, jiffies + HZ);
	u->timer_period = HZ;
	INIT_WORK(&u->work, unit_work);
	schedule_work(&u->work);
	u->work_batch = 8;
	tasklet_init(&u->tasklet, unit_tasklet, (unsigned long)u);
	tasklet_schedule(&u->tasklet);
	u->tasklet_budget = 4;
	u->queue = blk_init_queue(unit_request, &u->lock);
	if (!u->queue)
		return -ENOMEM;
	u->disk = alloc_disk(1);
	if (!u->disk)
		return -ENOMEM;
	u->disk->fops = &unit_fops;
	u->disk->queue = u->queue;
	add_disk(u->disk);
	u->sector_size = 512;
	return 0;
}

module_init(unit_init);
MODULE_LICENSE("GPL");
