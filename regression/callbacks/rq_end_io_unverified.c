/*
 * A request the driver submits itself (blk_execute_rq_nowait) with a completion function, which
 * the block layer calls when the request ends (softirq context), concurrently with the entry
 * points: it writes `done_count` without the lock ioctl takes. Completion functions are not
 * entry points, so the hand-over is reported and the driver inconclusive. Before session 17
 * blk_execute_rq_nowait was modelled as having no effect: the completion function was not even
 * reported, and the driver was "verified", exit 0.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/blkdev.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(lock);
static struct request_queue *queue;
static int done_count;

static void my_done(struct request *rq, int error)
{
	done_count++;
}

static int my_ioctl(struct block_device *bdev, fmode_t mode, unsigned int cmd, unsigned long arg)
{
	struct request *rq = blk_get_request(queue, 0, GFP_KERNEL);
	int n;

	if (!rq)
		return -ENOMEM;
	blk_execute_rq_nowait(queue, NULL, rq, 1, my_done);
	spin_lock(&lock);
	n = done_count;
	done_count = 0;
	spin_unlock(&lock);
	return n;
}

static const struct block_device_operations my_fops = {
	.owner = THIS_MODULE,
	.ioctl = my_ioctl,
};

static int __init my_init(void)
{
	queue = blk_alloc_queue(GFP_KERNEL);
	if (!queue)
		return -ENOMEM;
	if (register_blkdev(240, "eo") < 0)
		return -EIO;
	return 0;
}

static void __exit my_exit(void)
{
	unregister_blkdev(240, "eo");
}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
