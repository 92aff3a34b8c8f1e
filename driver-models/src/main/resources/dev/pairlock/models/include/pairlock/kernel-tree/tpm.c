/*
 * Kernel-tree mode (Linux 6.1): C models of the TPM core's exported functions
 * (drivers/char/tpm/tpm-chip.c, tpm-interface.c, tpm1-cmd.c; the module tpm.ko, which a TPM
 * driver does not link), functions.xml <library model=...>. pairlock compiles this file with the
 * flags of the driver's first file, so it reads the tree's own <linux/tpm.h> (struct tpm_chip,
 * struct tpm_class_ops); a tree whose header differs does not compile it, and the functions stay
 * unmodelled (reported, never a proof).
 *
 * What the TPM core does to the driver's memory: the chip (allocated here, per call) holds the
 * driver's ops table and its drvdata; tpmm_chip_alloc stores the chip as the parent device's
 * drvdata (dev_set_drvdata), which the drivers read back in remove; the core writes the chip's
 * flags, timeouts, durations and locality, and calls the driver's tpm_class_ops functions.
 *
 * The core calls a driver's tpm_class_ops functions (the entry points of kind tpm_class_ops.*) in
 * two ways. (1) Excluded from each other: tpm_try_get_ops takes chip->ops_sem for reading and
 * chip->tpm_mutex before tpm_chip_start and the transmit (tpm_transmit_cmd, tpm_dev_transmit,
 * tpm_get_random, tpm_pm_suspend, the sysfs attributes), tpm_del_char_device and
 * tpm_class_shutdown take ops_sem for writing, and tpm_chip_bootstrap runs inside
 * tpm_chip_register before the chip is published (tpm_add_char_device, tpm_add_hwrng): no other
 * core call of an op overlaps one of these (serialization rule tpm-ops). Those calls are the entry
 * points themselves: checked against every entry point no rule serializes them with, with only
 * their own locks, which covers the same code run under the caller's locks; so where a model
 * below runs under that exclusion (unregister, suspend, register's bootstrap) it writes the
 * core's fields and calls no op. (2) Without the core's exclusion: a driver calling
 * tpm_chip_start, tpm_chip_stop or tpm_get_timeouts itself (in probe or resume) runs the ops in
 * its own thread, where they can overlap an op the core calls: those models call the ops in
 * place, as the core does.
 */
#include <linux/err.h>
#include <linux/slab.h>
#include <linux/tpm.h>

extern int __pairlock_nondet_int(void);
/* functions.xml: the registration that makes the chip's ops callable, handing them the chip */
extern void __pairlock_tpm_chip_publish(struct tpm_chip *chip);

/* tpm_chip_alloc (tpm-chip.c): a new chip for the ops table given, its parent device pdev */
struct tpm_chip *tpm_chip_alloc(struct device *pdev, const struct tpm_class_ops *ops)
{
	struct tpm_chip *chip = kzalloc(sizeof(*chip), GFP_KERNEL);

	if (!chip)
		return ERR_PTR(-ENOMEM);
	chip->ops = ops;
	chip->dev.parent = pdev;
	if (!pdev)
		chip->flags |= TPM_CHIP_FLAG_VIRTUAL;
	chip->locality = -1;
	if (__pairlock_nondet_int()) /* no device number, dev_set_name failed */
		return ERR_PTR(-ENOMEM);
	return chip;
}

/* tpmm_chip_alloc (tpm-chip.c): tpm_chip_alloc, released with pdev (devres: put_device, the
 * kernel's), and dev_set_drvdata(pdev, chip) */
struct tpm_chip *tpmm_chip_alloc(struct device *pdev, const struct tpm_class_ops *ops)
{
	struct tpm_chip *chip = tpm_chip_alloc(pdev, ops);

	if (IS_ERR(chip))
		return chip;
	if (__pairlock_nondet_int()) /* devm_add_action_or_reset failed */
		return ERR_PTR(-ENOMEM);
	dev_set_drvdata(pdev, chip);
	return chip;
}

/* tpm_chip_start (tpm-chip.c): clk_enable, request_locality, cmd_ready, in place */
int tpm_chip_start(struct tpm_chip *chip)
{
	int rc;

	if (chip->ops->clk_enable)
		chip->ops->clk_enable(chip, true);
	if (chip->locality == -1) {
		if (chip->ops->request_locality) {
			rc = chip->ops->request_locality(chip, 0);
			if (rc < 0) {
				if (chip->ops->clk_enable)
					chip->ops->clk_enable(chip, false);
				return rc;
			}
			chip->locality = rc;
		}
	}
	if (chip->ops->cmd_ready) {
		rc = chip->ops->cmd_ready(chip);
		if (rc) {
			if (chip->ops->relinquish_locality) {
				chip->ops->relinquish_locality(chip, chip->locality);
				chip->locality = -1;
			}
			if (chip->ops->clk_enable)
				chip->ops->clk_enable(chip, false);
			return rc;
		}
	}
	return 0;
}

/* tpm_chip_stop (tpm-chip.c): go_idle, relinquish_locality, clk_enable(false), in place */
void tpm_chip_stop(struct tpm_chip *chip)
{
	if (chip->ops->go_idle)
		chip->ops->go_idle(chip);
	if (chip->ops->relinquish_locality) {
		chip->ops->relinquish_locality(chip, chip->locality);
		chip->locality = -1;
	}
	if (chip->ops->clk_enable)
		chip->ops->clk_enable(chip, false);
}

/* tpm_try_transmit (tpm-interface.c): a command in a buffer of the core's, in place */
static int __pl_tpm_transmit(struct tpm_chip *chip)
{
	u8 *buf = kzalloc(4096, GFP_KERNEL);
	int rc;
	u8 status;

	if (!buf)
		return -ENOMEM;
	rc = chip->ops->send(chip, buf, 10);
	if (rc < 0)
		return rc;
	while (__pairlock_nondet_int()) {
		status = chip->ops->status(chip);
		if ((status & chip->ops->req_complete_mask) == chip->ops->req_complete_val)
			return chip->ops->recv(chip, buf, 4096);
		if (chip->ops->req_canceled(chip, status))
			return -ECANCELED;
	}
	chip->ops->cancel(chip);
	return -ETIME;
}

/* tpm_get_timeouts (tpm-interface.c; tpm1_get_timeouts, tpm2_get_timeouts in tpm1-cmd.c,
 * tpm2-cmd.c): commands, then update_timeouts/update_durations, in place; writes the chip's
 * timeouts, durations and flags */
int tpm_get_timeouts(struct tpm_chip *chip)
{
	unsigned long cap[4];

	if (chip->flags & TPM_CHIP_FLAG_HAVE_TIMEOUTS)
		return 0;
	if (!(chip->flags & TPM_CHIP_FLAG_TPM2)) {
		if (__pl_tpm_transmit(chip) < 0)
			return -EIO;
		cap[0] = cap[1] = cap[2] = cap[3] = __pairlock_nondet_int();
		if (chip->ops->update_timeouts)
			chip->ops->update_timeouts(chip, cap);
		if (__pl_tpm_transmit(chip) < 0)
			return -EIO;
		if (chip->ops->update_durations)
			chip->ops->update_durations(chip, cap);
	}
	chip->timeout_a = chip->timeout_b = chip->timeout_c = chip->timeout_d = cap[0];
	chip->timeout_adjusted = __pairlock_nondet_int();
	chip->duration[TPM_SHORT] = chip->duration[TPM_MEDIUM] = chip->duration[TPM_LONG] =
		chip->duration[TPM_LONG_LONG] = cap[0];
	chip->duration_adjusted = __pairlock_nondet_int();
	chip->flags |= TPM_CHIP_FLAG_HAVE_TIMEOUTS;
	return 0;
}

/* tpm_calc_ordinal_duration (tpm-interface.c): reads the chip's flags and durations */
unsigned long tpm_calc_ordinal_duration(struct tpm_chip *chip, u32 ordinal)
{
	if (chip->flags & TPM_CHIP_FLAG_TPM2)
		return chip->duration[TPM_LONG_LONG];
	return chip->duration[(unsigned)__pairlock_nondet_int() % TPM_NUM_DURATIONS];
}

/* tpm_chip_register (tpm-chip.c): tpm_chip_bootstrap (tpm_chip_start, tpm_auto_startup,
 * tpm_get_timeouts, tpm_chip_stop: the ops before the chip is published, so no op overlaps
 * them; the core's fields written), then the sysfs files, the hwrng and the character devices,
 * from which on the core calls the ops (the registration) */
int tpm_chip_register(struct tpm_chip *chip)
{
	if (__pairlock_nondet_int())
		return -ENODEV;
	chip->flags |= TPM_CHIP_FLAG_BOOTSTRAPPED | TPM_CHIP_FLAG_HAVE_TIMEOUTS;
	chip->locality = -1;
	chip->timeout_a = chip->timeout_b = chip->timeout_c = chip->timeout_d =
		__pairlock_nondet_int();
	chip->duration[TPM_SHORT] = chip->duration[TPM_MEDIUM] = chip->duration[TPM_LONG] =
		chip->duration[TPM_LONG_LONG] = __pairlock_nondet_int();
	__pairlock_tpm_chip_publish(chip);
	if (__pairlock_nondet_int())
		return -ENODEV;
	return 0;
}

/* tpm_chip_unregister (tpm-chip.c; tpm_del_char_device): under ops_sem for writing, a TPM2
 * shutdown command (excluded: no op called here, see above), then chip->ops = NULL, after which
 * the core calls no op of the chip (not used: the ops stay entry points). The core's locks
 * (ops_sem, tpm_mutex) are not taken in these models: no entry point holds them (the ops' own
 * exclusion is rule tpm-ops), so they would protect nothing here, and a lock through the chip,
 * which is both the allocation and the object the ops get, is not one abstract location */
void tpm_chip_unregister(struct tpm_chip *chip)
{
	if (chip->ops) {
		if (chip->flags & TPM_CHIP_FLAG_TPM2)
			chip->locality = -1;
		chip->ops = 0;
	}
}

/* tpm_pm_suspend (tpm-interface.c): the chip is the device's drvdata; a shutdown or save-state
 * command under tpm_try_get_ops (excluded: no op called here; its tpm_chip_start and
 * tpm_chip_stop write the locality), then the SUSPENDED flag */
int tpm_pm_suspend(struct device *dev)
{
	struct tpm_chip *chip = dev_get_drvdata(dev);

	if (!chip)
		return -ENODEV;
	if (!(chip->flags & TPM_CHIP_FLAG_ALWAYS_POWERED) && chip->ops)
		chip->locality = -1;
	chip->flags |= TPM_CHIP_FLAG_SUSPENDED;
	return 0;
}

/* tpm_pm_resume (tpm-interface.c): clears the SUSPENDED flag of the device's chip */
int tpm_pm_resume(struct device *dev)
{
	struct tpm_chip *chip = dev_get_drvdata(dev);

	if (!chip)
		return -ENODEV;
	chip->flags &= ~TPM_CHIP_FLAG_SUSPENDED;
	return 0;
}
