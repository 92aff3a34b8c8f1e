/*
 * tis_safe: tis_race with read_bytes counting its calls under the phy's mutex and reading none
 * of the core's fields: race-free (the accessors the TIS core calls are entry points with the
 * driver's tpm_tis_data, and the core's own accesses touch only that struct).
 */
#include <linux/tpm.h>
#include "tpm_tis_core.h"

struct tr_phy {
	struct tpm_tis_data priv;
	struct mutex lock;
	u8 buf[16];
	unsigned int reads;
};

static struct tr_phy *to_tr(struct tpm_tis_data *data)
{
	return (struct tr_phy *)((char *)data - __builtin_offsetof(struct tr_phy, priv));
}

static int tr_read_bytes(struct tpm_tis_data *data, u32 addr, u16 len, u8 *result,
			 enum tpm_tis_io_mode mode)
{
	struct tr_phy *phy = to_tr(data);

	mutex_lock(&phy->lock);
	phy->buf[0] = (u8)addr;
	result[0] = phy->buf[1];
	phy->reads++;
	mutex_unlock(&phy->lock);
	return 0;
}

static int tr_write_bytes(struct tpm_tis_data *data, u32 addr, u16 len, const u8 *value,
			  enum tpm_tis_io_mode mode)
{
	struct tr_phy *phy = to_tr(data);

	mutex_lock(&phy->lock);
	phy->buf[0] = (u8)addr;
	phy->buf[1] = value[0];
	mutex_unlock(&phy->lock);
	return 0;
}

static const struct tpm_tis_phy_ops tr_phy_ops = {
	.read_bytes = tr_read_bytes,
	.write_bytes = tr_write_bytes,
};

static int tr_probe(struct platform_device *pdev)
{
	struct tr_phy *phy = devm_kzalloc(&pdev->dev, sizeof(*phy), GFP_KERNEL);

	if (!phy)
		return -12;
	return tpm_tis_core_init(&pdev->dev, &phy->priv, -1, &tr_phy_ops, (acpi_handle)0);
}

static int tr_remove(struct platform_device *pdev)
{
	struct tpm_chip *chip = dev_get_drvdata(&pdev->dev);

	tpm_tis_remove(chip);
	return 0;
}

static const struct dev_pm_ops tr_pm = {
	.suspend = tpm_pm_suspend,
	.resume = tpm_tis_resume,
};

static struct platform_driver tr_driver = {
	.probe = tr_probe,
	.remove = tr_remove,
	.driver = { .name = "tr", .pm = &tr_pm },
};

static int tr_init(void)
{
	return __platform_driver_register(&tr_driver, THIS_MODULE);
}

static void tr_exit(void)
{
	platform_driver_unregister(&tr_driver);
}

module_init(tr_init);
module_exit(tr_exit);
