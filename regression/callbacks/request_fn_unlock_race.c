/*
 * A block request function (blk_init_queue) that drops the queue's lock around its work, as many
 * do (spin_unlock_irq(q->queue_lock) ... spin_lock_irq(q->queue_lock)): its write of `count`
 * there is unprotected and races with open and release, which take the same lock. Checks that
 * the lock the request function holds is the queue's, which the driver can drop.
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
	spin_unlock_irq(q->queue_lock);
	count++;
	spin_lock_irq(q->queue_lock);
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
