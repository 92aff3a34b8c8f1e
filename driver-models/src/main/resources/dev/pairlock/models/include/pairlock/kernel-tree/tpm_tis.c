/*
 * Kernel-tree mode (Linux 6.1): C models of the TPM TIS core's functions that its phy drivers
 * call (drivers/char/tpm/tpm_tis_core.c; the module tpm_tis_core.ko, which tpm_tis_i2c,
 * tpm_tis_spi, tpm_tis_synquacer and tpm_tis do not link), functions.xml <library model=...>.
 * pairlock compiles this file with the flags of the driver's first file: it reads the tree's
 * <linux/tpm.h> and the core's own header, drivers/char/tpm/tpm_tis_core.h (struct
 * tpm_tis_data, found from the tree's include directory); a tree without them does not compile
 * it, and the functions stay unmodelled (reported, never a proof).
 *
 * What the core does with the phy driver's memory: tpm_tis_core_init gets the driver's struct
 * tpm_tis_data (embedded in its phy struct) and its tpm_tis_phy_ops table, makes the chip
 * (tpmm_chip_alloc: the bus device's drvdata; the chip's class device has priv as drvdata), and
 * from then on the core (the chip's tpm_class_ops, its interrupt handler, tpm_tis_remove and
 * tpm_tis_resume) calls the phy ops with priv and reads and writes priv's fields (locality,
 * flags, irq state, under its own locks). Here: the phy ops are entry points from the start
 * (entry-points.xml, a global table), called with priv (__pairlock_tpm_tis_publish, flows-to);
 * the core's own accesses to priv, at any time from tpm_tis_core_init on, are one entry point of
 * kind tpm_tis_core that reads and writes each data field of struct tpm_tis_data but phy_ops,
 * which tpm_tis_core_init sets and the core only reads afterwards, and holds none of the
 * driver's locks, so a phy driver's access of priv's fields races with it
 * unless it is the core's own. The core calls the phy ops in place too (during init, remove and
 * resume): those runs are the entry points' own. tpm_tis_remove and tpm_tis_resume therefore
 * touch only the chip (resume clears the SUSPENDED flag, as tpm_pm_resume).
 */
#include <linux/err.h>
#include <linux/slab.h>
#include <linux/tpm.h>
#include "../drivers/char/tpm/tpm_tis_core.h"

extern int __pairlock_nondet_int(void);
/* functions.xml: the entry point of the core's accesses to priv, and the registration that
 * hands priv to the phy ops */
extern void __pairlock_tpm_tis_core_callback(const void *fn, struct tpm_tis_data *priv);
extern void __pairlock_tpm_tis_publish(struct tpm_tis_data *priv);

/* the core's accesses (6.1's fields of struct tpm_tis_data): each one read and written, but
 * phy_ops, which it sets in tpm_tis_core_init only and reads afterwards (the phy driver's
 * inline helpers of tpm_tis_core.h read it too); its mutex and wait queues are kernel objects
 * that it locks and waits on (the phy drivers never touch them). A tree whose struct lacks one
 * of these fields does not compile this file (the functions stay unmodelled) */
#define __PL_RW(f) (priv->f = *(volatile __typeof__(priv->f) *)&priv->f)
static void __pl_tpm_tis_core(struct tpm_tis_data *priv)
{
	__PL_RW(manufacturer_id);
	__PL_RW(locality_count);
	__PL_RW(locality);
	__PL_RW(irq);
	__PL_RW(int_mask);
	__PL_RW(flags);
	__PL_RW(ilb_base_addr);
	__PL_RW(clkrun_enabled);
	__PL_RW(rng_quality);
	__PL_RW(timeout_min);
	__PL_RW(timeout_max);
	(void)*(const struct tpm_tis_phy_ops *volatile *)&priv->phy_ops;
}

int tpm_tis_core_init(struct device *dev, struct tpm_tis_data *priv, int irq,
		      const struct tpm_tis_phy_ops *phy_ops, acpi_handle acpi_dev_handle)
{
	struct tpm_chip *chip = kzalloc(sizeof(*chip), GFP_KERNEL);

	if (!chip)
		return -ENOMEM;
	priv->phy_ops = phy_ops;
	__pairlock_tpm_tis_publish(priv);
	__pairlock_tpm_tis_core_callback((const void *)__pl_tpm_tis_core, priv);
	dev_set_drvdata(&chip->dev, priv);
	dev_set_drvdata(dev, chip);
	if (__pairlock_nondet_int())
		return -ENODEV;
	return 0;
}

void tpm_tis_remove(struct tpm_chip *chip)
{
	(void)chip;
}

int tpm_tis_resume(struct device *dev)
{
	struct tpm_chip *chip = dev_get_drvdata(dev);

	if (!chip)
		return -ENODEV;
	chip->flags &= ~TPM_CHIP_FLAG_SUSPENDED;
	return 0;
}
