/*
 * tpm_race: a TPM driver of 6.1's shape (tpm_atmel, tpm_tis): probe allocates the chip with the
 * TPM core's tpmm_chip_alloc (which stores it as the platform device's drvdata), keeps its private
 * data as the chip's drvdata and registers it; the core then calls the tpm_class_ops functions
 * with the chip, never two at once (rule tpm-ops: send and recv both write count unlocked, no
 * race). Two real races: remove reads the chip back from the device's drvdata and sets stopped
 * without a lock before tpm_chip_unregister, which status reads meanwhile; resume calls
 * tpm_chip_start itself, which runs request_locality in resume's thread, outside the core's
 * exclusion, writing locality while the core may be in send (the model calls the ops in place).
 * Before: tpmm_chip_alloc, tpm_chip_start and tpm_chip_unregister were external functions without
 * a model (every pair of probe, remove and resume unverified).
 */
#include <linux/tpm.h>

struct tp_priv {
	int locality;
	int stopped;
	unsigned int count;
};

static int tp_send(struct tpm_chip *chip, u8 *buf, size_t len)
{
	struct tp_priv *priv = dev_get_drvdata(&chip->dev);

	priv->count++;
	return priv->locality;
}

static int tp_recv(struct tpm_chip *chip, u8 *buf, size_t len)
{
	struct tp_priv *priv = dev_get_drvdata(&chip->dev);

	priv->count = 0;
	return 0;
}

static u8 tp_status(struct tpm_chip *chip)
{
	struct tp_priv *priv = dev_get_drvdata(&chip->dev);

	return priv->stopped;
}

static int tp_request_locality(struct tpm_chip *chip, int loc)
{
	struct tp_priv *priv = dev_get_drvdata(&chip->dev);

	priv->locality = loc;
	return loc;
}

static const struct tpm_class_ops tp_ops = {
	.send = tp_send,
	.recv = tp_recv,
	.status = tp_status,
	.request_locality = tp_request_locality,
};

static int tp_resume(struct device *dev)
{
	struct tpm_chip *chip = dev_get_drvdata(dev);
	int rc = tpm_chip_start(chip);

	if (rc)
		return rc;
	tpm_chip_stop(chip);
	return tpm_pm_resume(dev);
}

static const struct dev_pm_ops tp_pm = {
	.suspend = tpm_pm_suspend,
	.resume = tp_resume,
};

static int tp_probe(struct platform_device *pdev)
{
	struct tp_priv *priv = devm_kzalloc(&pdev->dev, sizeof(*priv), GFP_KERNEL);
	struct tpm_chip *chip;

	if (!priv)
		return -ENOMEM;
	chip = tpmm_chip_alloc(&pdev->dev, &tp_ops);
	if (IS_ERR(chip))
		return PTR_ERR(chip);
	dev_set_drvdata(&chip->dev, priv);
	return tpm_chip_register(chip);
}

static int tp_remove(struct platform_device *pdev)
{
	struct tpm_chip *chip = dev_get_drvdata(&pdev->dev);
	struct tp_priv *priv = dev_get_drvdata(&chip->dev);

	priv->stopped = 1;
	tpm_chip_unregister(chip);
	return 0;
}

static struct platform_driver tp_driver = {
	.probe = tp_probe,
	.remove = tp_remove,
	.driver = { .name = "tpm_race", .pm = &tp_pm },
};

static int tp_init(void)
{
	return __platform_driver_register(&tp_driver, THIS_MODULE);
}

static void tp_exit(void)
{
	platform_driver_unregister(&tp_driver);
}

module_init(tp_init);
module_exit(tp_exit);
