/*
 * tpm_safe: tpm_race with its two races locked: remove sets stopped and status reads it under the
 * driver's mutex, and request_locality (run in place by the core's tpm_chip_start in resume's
 * thread) writes locality under it, as send reads it; send and recv still write count unlocked,
 * which the core never runs at once (rule tpm-ops). Race-free. Before: tpmm_chip_alloc,
 * tpm_chip_start and tpm_chip_unregister were external functions without a model.
 */
#include <linux/tpm.h>

struct ts_priv {
	struct mutex lock;
	int locality;
	int stopped;
	unsigned int count;
};

static int ts_send(struct tpm_chip *chip, u8 *buf, size_t len)
{
	struct ts_priv *priv = dev_get_drvdata(&chip->dev);
	int loc;

	priv->count++;
	mutex_lock(&priv->lock);
	loc = priv->locality;
	mutex_unlock(&priv->lock);
	return loc;
}

static int ts_recv(struct tpm_chip *chip, u8 *buf, size_t len)
{
	struct ts_priv *priv = dev_get_drvdata(&chip->dev);

	priv->count = 0;
	return 0;
}

static u8 ts_status(struct tpm_chip *chip)
{
	struct ts_priv *priv = dev_get_drvdata(&chip->dev);
	u8 s;

	mutex_lock(&priv->lock);
	s = priv->stopped;
	mutex_unlock(&priv->lock);
	return s;
}

static int ts_request_locality(struct tpm_chip *chip, int loc)
{
	struct ts_priv *priv = dev_get_drvdata(&chip->dev);

	mutex_lock(&priv->lock);
	priv->locality = loc;
	mutex_unlock(&priv->lock);
	return loc;
}

static const struct tpm_class_ops ts_ops = {
	.send = ts_send,
	.recv = ts_recv,
	.status = ts_status,
	.request_locality = ts_request_locality,
};

static int ts_resume(struct device *dev)
{
	struct tpm_chip *chip = dev_get_drvdata(dev);
	int rc = tpm_chip_start(chip);

	if (rc)
		return rc;
	tpm_chip_stop(chip);
	return tpm_pm_resume(dev);
}

static const struct dev_pm_ops ts_pm = {
	.suspend = tpm_pm_suspend,
	.resume = ts_resume,
};

static int ts_probe(struct platform_device *pdev)
{
	struct ts_priv *priv = devm_kzalloc(&pdev->dev, sizeof(*priv), GFP_KERNEL);
	struct tpm_chip *chip;

	if (!priv)
		return -ENOMEM;
	chip = tpmm_chip_alloc(&pdev->dev, &ts_ops);
	if (IS_ERR(chip))
		return PTR_ERR(chip);
	dev_set_drvdata(&chip->dev, priv);
	return tpm_chip_register(chip);
}

static int ts_remove(struct platform_device *pdev)
{
	struct tpm_chip *chip = dev_get_drvdata(&pdev->dev);
	struct ts_priv *priv = dev_get_drvdata(&chip->dev);

	mutex_lock(&priv->lock);
	priv->stopped = 1;
	mutex_unlock(&priv->lock);
	tpm_chip_unregister(chip);
	return 0;
}

static struct platform_driver ts_driver = {
	.probe = ts_probe,
	.remove = ts_remove,
	.driver = { .name = "tpm_safe", .pm = &ts_pm },
};

static int ts_init(void)
{
	return __platform_driver_register(&ts_driver, THIS_MODULE);
}

static void ts_exit(void)
{
	platform_driver_unregister(&ts_driver);
}

module_init(ts_init);
module_exit(ts_exit);
