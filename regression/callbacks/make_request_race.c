/*
 * A block make_request function (blk_queue_make_request): generic_make_request calls it without
 * the queue lock, on any CPU that submits I/O. It counts requests without the lock that ioctl
 * takes, so the two race (and two submissions race with each other). Before session 17 the
 * hand-over was not an entry point: the driver was inconclusive (unanalysed-concurrency).
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/blkdev.h>
#include <linux/bio.h>
#include <linux/spinlock.h>

struct my_dev {
	spinlock_t lock;
	struct request_queue *queue;
	unsigned long requests;
};

static struct my_dev dev;

static void my_make_request(struct request_queue *q, struct bio *bio)
{
	struct my_dev *d = q->queuedata;

	d->requests++;
	bio_endio(bio, 0);
}

static int my_ioctl(struct block_device *bdev, fmode_t mode, unsigned int cmd, unsigned long arg)
{
	unsigned long n;

	spin_lock(&dev.lock);
	n = dev.requests;
	dev.requests = 0;
	spin_unlock(&dev.lock);
	return n;
}

static const struct block_device_operations my_fops = {
	.owner = THIS_MODULE,
	.ioctl = my_ioctl,
};

static int __init my_init(void)
{
	spin_lock_init(&dev.lock);
	dev.queue = blk_alloc_queue(GFP_KERNEL);
	if (!dev.queue)
		return -ENOMEM;
	dev.queue->queuedata = &dev;
	blk_queue_make_request(dev.queue, my_make_request);
	if (register_blkdev(240, "mr") < 0)
		return -EIO;
	return 0;
}

static void __exit my_exit(void)
{
	unregister_blkdev(240, "mr");
}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
