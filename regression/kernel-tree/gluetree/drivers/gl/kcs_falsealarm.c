/*
 * kcs_falsealarm: kcs_race with io_outputb writing the last byte under the driver's lock, as
 * io_inputb reads it and io_updateb changes the registers: no race between the accessors (the
 * KCS core's clients call them as entry points with the device kcs_bmc_add_device registered).
 * Accepted false alarm: kcs_bmc_handle_event (in the interrupt handler) is modelled as a read of
 * the device and of the private struct it is embedded in, without the driver's lock (the core
 * only reads the device's client there), so its read races with the locked writes.
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
	unsigned long flags;

	spin_lock_irqsave(&p->lock, flags);
	p->last = b;
	spin_unlock_irqrestore(&p->lock, flags);
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
