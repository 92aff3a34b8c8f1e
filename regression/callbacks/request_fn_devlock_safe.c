/*
 * A block request function (blk_init_queue) whose queue lock is a field of the driver's object,
 * allocated once in init: the request function counts requests holding the lock the block layer
 * took for it; ioctl takes the same lock. Nothing races. Before session 17 the request function
 * was not an entry point (driver inconclusive).
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
	host->requests++;
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
