/*
 * Class (issue #28), kernel mode: as dma_callback_race.c, the DMA completion callback copied into
 * the descriptor with memcpy instead of stored. A block copy is no field store, so the callback
 * was no entry point, and the hand-over check at the submission did not see it: the race
 * between dmadev_complete and dmadev_write on dmadev.done was missed, all pairs proved. Now a
 * memcpy/memmove that may cover a declared callback field (<callback-struct>) is reported
 * (callback-not-entry) and the pairs reaching it are unverified.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/platform_device.h>
#include <linux/dmaengine.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct dmadev {
	spinlock_t lock;
	struct dma_chan *chan;
	struct scatterlist sg;
	struct dma_slave_config cfg;
	int done;
	int started;
};

static struct dmadev *the_dev;

static void dmadev_complete(void *param)
{
	struct dmadev *d = param;

	d->done++;
}

static ssize_t dmadev_write(struct file *f, const char __user *buf, size_t n, loff_t *off)
{
	struct dmadev *d = the_dev;
	struct dma_async_tx_descriptor *desc;

	spin_lock(&d->lock);
	desc = dmaengine_prep_slave_sg(d->chan, &d->sg, 1, DMA_MEM_TO_DEV, DMA_PREP_INTERRUPT);
	if (!desc) {
		spin_unlock(&d->lock);
		return -EIO;
	}
	{
		void (*fp)(void *) = dmadev_complete;

		memcpy(&desc->callback, &fp, sizeof(fp));
	}
	desc->callback_param = d;
	dmaengine_submit(desc);
	dma_async_issue_pending(d->chan);
	d->started++;
	d->done = 0;
	spin_unlock(&d->lock);
	return n;
}

static const struct file_operations dmadev_fops = {
	.owner = THIS_MODULE,
	.write = dmadev_write,
};

static struct miscdevice dmadev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "dmadev",
	.fops = &dmadev_fops,
};

static int dmadev_probe(struct platform_device *pdev)
{
	struct dmadev *d;

	d = kzalloc(sizeof(*d), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	spin_lock_init(&d->lock);
	d->chan = dma_request_slave_channel(&pdev->dev, "tx");
	if (!d->chan) {
		kfree(d);
		return -ENODEV;
	}
	d->cfg.direction = DMA_MEM_TO_DEV;
	d->cfg.dst_maxburst = 4;
	dmaengine_slave_config(d->chan, &d->cfg);
	the_dev = d;
	return misc_register(&dmadev_misc);
}

static struct platform_driver dmadev_driver = {
	.probe = dmadev_probe,
	.driver = { .name = "dmadev" },
};

static int __init dmadev_init(void)
{
	return platform_driver_register(&dmadev_driver);
}

module_init(dmadev_init);
