/*
 * A block request function (blk_init_queue) holds the queue's lock, `qlock`, but open and
 * release protect `count` with another lock, `lock`: the request function's write races with
 * theirs. Before session 17 the request function was not an entry point (driver inconclusive).
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/blkdev.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(lock);
static DEFINE_SPINLOCK(qlock);
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
	queue = blk_init_queue(my_request, &qlock);
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
