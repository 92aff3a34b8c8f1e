/*
 * A block request function (blk_init_queue) that the driver also calls itself, from ioctl (with
 * the queue's lock, as the block layer would): pairlock brackets a request function with the
 * queue's lock only when every run of it is one the block layer makes, so this one is not an
 * entry point. The hand-over is reported and the driver inconclusive, although every pair that
 * is checked is race-free: the block layer's own calls of the request function are not analysed.
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

static int my_ioctl(struct block_device *bdev, fmode_t mode, unsigned int cmd, unsigned long arg)
{
	spin_lock_irq(&lock);
	my_request(queue);
	spin_unlock_irq(&lock);
	return 0;
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
	.ioctl = my_ioctl,
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
