/*
 * A block request function (blk_init_queue): the block layer calls it holding the queue's lock,
 * here the driver's `lock`, which open and release take too. So its unlocked-looking write of
 * `count` is protected and nothing races. Session 16 reported the hand-over as "not an entry
 * point" (driver inconclusive, exit 3); before that it was only a warning, "2 of 2 entry-point
 * pairs race-free", exit 0 with the request function not analysed at all.
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
