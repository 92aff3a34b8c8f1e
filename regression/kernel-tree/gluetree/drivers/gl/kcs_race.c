/*
 * kcs_race: a KCS BMC device driver (kcs_bmc_npcm7xx's and kcs_bmc_aspeed's shape in 6.1): probe
 * registers the device with the KCS core (kcs_bmc_add_device), whose clients then call its
 * register accessors (kcs_bmc_device_ops, entry points) from their own threads and from the
 * device's interrupt (kcs_bmc_handle_event). The accessors remember the last byte written in
 * kr_priv.last without the driver's lock, while io_inputb reads it under the lock: a real race
 * (two clients' calls, or a client's call and the interrupt's). Class: the KCS core's API.
 * Before: kcs_bmc_add_device, kcs_bmc_handle_event and kcs_bmc_remove_device unmodelled, the
 * accessors no entry points.
 */
#include <linux/gl.h>

struct kr_priv {
	struct kcs_bmc_device kcs_bmc;
	spinlock_t lock;
	u8 last;
	u8 regs[16];
};

static struct kr_priv *to_kr(struct kcs_bmc_device *kcs_bmc)
{
	return container_of(kcs_bmc, struct kr_priv, kcs_bmc);
}

static u8 kr_inb(struct kcs_bmc_device *kcs_bmc, u32 reg)
{
	struct kr_priv *p = to_kr(kcs_bmc);
	unsigned long flags;
	u8 v;

	spin_lock_irqsave(&p->lock, flags);
	v = p->last;
	spin_unlock_irqrestore(&p->lock, flags);
	return v;
}

static void kr_outb(struct kcs_bmc_device *kcs_bmc, u32 reg, u8 b)
{
	struct kr_priv *p = to_kr(kcs_bmc);

	p->last = b;
}

static void kr_updateb(struct kcs_bmc_device *kcs_bmc, u32 reg, u8 mask, u8 b)
{
	struct kr_priv *p = to_kr(kcs_bmc);
	unsigned long flags;

	spin_lock_irqsave(&p->lock, flags);
	p->regs[reg & 15] = (p->regs[reg & 15] & ~mask) | (b & mask);
	spin_unlock_irqrestore(&p->lock, flags);
}

static const struct kcs_bmc_device_ops kr_ops = {
	.io_inputb = kr_inb,
	.io_outputb = kr_outb,
	.io_updateb = kr_updateb,
};

static irqreturn_t kr_irq(int irq, void *arg)
{
	struct kcs_bmc_device *kcs_bmc = arg;

	return kcs_bmc_handle_event(kcs_bmc);
}

static int kr_probe(struct platform_device *pdev)
{
	struct kr_priv *p = devm_kzalloc(&pdev->dev, sizeof(*p), GFP_KERNEL);
	int rc;

	if (!p)
		return -ENOMEM;
	p->kcs_bmc.dev = &pdev->dev;
	p->kcs_bmc.channel = 1;
	p->kcs_bmc.ops = &kr_ops;
	dev_set_drvdata(&pdev->dev, p);
	rc = devm_request_irq(&pdev->dev, platform_get_irq(pdev, 0), kr_irq, 0, "kr", &p->kcs_bmc);
	if (rc)
		return rc;
	return kcs_bmc_add_device(&p->kcs_bmc);
}

static int kr_remove(struct platform_device *pdev)
{
	struct kr_priv *p = dev_get_drvdata(&pdev->dev);

	kcs_bmc_remove_device(&p->kcs_bmc);
	return 0;
}

static struct platform_driver kr_driver = {
	.probe = kr_probe,
	.remove = kr_remove,
};

static int kr_init(void)
{
	return __platform_driver_register(&kr_driver, THIS_MODULE);
}

static void kr_exit(void)
{
	platform_driver_unregister(&kr_driver);
}

module_init(kr_init);
module_exit(kr_exit);
