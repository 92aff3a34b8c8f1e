/*
 * The DMA engine's completion callback (kind dma_callback): the driver stores it and its
 * argument into the descriptor the engine's prep op returned, submits the descriptor and starts
 * the channel; the engine calls it later from its tasklet, concurrently with the driver's file
 * operations. Here the callback counts finished transfers without the lock the write path
 * takes: a race between dmadev_complete and dmadev_write on dmadev.done (dma_callback_safe.c:
 * with it). Before, the calls through the engine's ops were unresolved indirect calls and the
 * callback no entry point.
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
	desc->callback = dmadev_complete;
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
