/*
 * An accepted false alarm: init sets the queue's queuedata after blk_init_queue has handed the
 * request function over, and the request function reads it. pairlock takes the request function
 * to be live from the hand-over on, so it reports init's write against the request function's
 * read; in the kernel no request reaches the queue before the disk is added (add_disk), which
 * this driver does not even do, so the two never overlap. Everything else is protected by the
 * host's lock, which the block layer holds around the request function.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/blkdev.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct my_host {
	spinlock_t lock;
	struct request_queue *queue;
	unsigned long requests;
};

static struct my_host *host;

static void my_request(struct request_queue *q)
{
	struct my_host *h = q->queuedata;

	h->requests++;
}

static int my_ioctl(struct block_device *bdev, fmode_t mode, unsigned int cmd, unsigned long arg)
{
	unsigned long n;

	spin_lock_irq(&host->lock);
	n = host->requests;
	host->requests = 0;
	spin_unlock_irq(&host->lock);
	return n;
}

static const struct block_device_operations my_fops = {
	.owner = THIS_MODULE,
	.ioctl = my_ioctl,
};

static int __init my_init(void)
{
	host = kzalloc(sizeof(*host), GFP_KERNEL);
	if (!host)
		return -ENOMEM;
	spin_lock_init(&host->lock);
	host->queue = blk_init_queue(my_request, &host->lock);
	if (!host->queue)
		return -ENOMEM;
	host->queue->queuedata = host;
	if (register_blkdev(240, "dl") < 0)
		return -EIO;
	return 0;
}

static void __exit my_exit(void)
{
	unregister_blkdev(240, "dl");
}

module_init(my_init);
module_exit(my_exit);
MODULE_LICENSE("GPL");
