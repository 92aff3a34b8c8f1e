/*
 * A callback kind that is not an entry point: the block request function handed over by
 * blk_init_queue (the kernel calls it holding the queue lock, which is not modelled). The request
 * function writes `count` without the driver's lock while open and release write it under the
 * lock, so the driver has a real race that pairlock does not look for. Before issue #27's
 * follow-up (session 16) the hand-over was only a warning and the driver was reported
 * "2 of 2 entry-point pairs race-free", exit 0; now the hand-over is not modelled soundly: the
 * pairs of the entry point that hands it over are unverified and the driver is inconclusive.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/blkdev.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(lock);
static struct request_queue *queue;
static int count;

static void my_request(struct request_queue *q)
{
	count++;
}

static int my_open(struct block_device *bdev, fmode_t mode)
{
	spin_lock(&lock);
	count++;
	spin_unlock(&lock);
	return 0;
}

static void my_release(struct gendisk *disk, fmode_t mode)
{
	spin_lock(&lock);
	count--;
	spin_unlock(&lock);
}

static const struct block_device_operations my_fops = {
	.owner = THIS_MODULE,
	.open = my_open,
	.release = my_release,
};

static int __init my_init(void)
{
	queue = blk_init_queue(my_request, &lock);
	if (!queue)
		return -ENOMEM;
	if (register_blkdev(240, "rq") < 0)
		return -EIO;
	return 0;
}

static void __exit my_exit(void)
{
	unregister_blkdev(240, "rq");
}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
