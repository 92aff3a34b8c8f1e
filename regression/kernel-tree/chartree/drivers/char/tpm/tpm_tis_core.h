/*
 * A miniature of 6.1's drivers/char/tpm/tpm_tis_core.h (written for the test, not kernel
 * source): the TIS core's per-device data, which a phy driver embeds in its own struct, the
 * phy's bus accessors the core calls, and the core's functions a phy driver calls.
 */
#ifndef _KC_TPM_TIS_CORE_H
#define _KC_TPM_TIS_CORE_H
#include <linux/tpm.h>
typedef unsigned short u16;
enum tpm_tis_io_mode { TPM_TIS_PHYS_8, TPM_TIS_PHYS_16, TPM_TIS_PHYS_32 };
struct tpm_tis_phy_ops;
struct tpm_tis_data {
	u16 manufacturer_id;
	struct mutex locality_count_mutex;
	unsigned int locality_count;
	int locality;
	int irq;
	unsigned int int_mask;
	unsigned long flags;
	void *ilb_base_addr;
	u16 clkrun_enabled;
	const struct tpm_tis_phy_ops *phy_ops;
	unsigned short rng_quality;
	unsigned int timeout_min;
	unsigned int timeout_max;
};
struct tpm_tis_phy_ops {
	int (*read_bytes)(struct tpm_tis_data *data, u32 addr, u16 len, u8 *result,
			  enum tpm_tis_io_mode mode);
	int (*write_bytes)(struct tpm_tis_data *data, u32 addr, u16 len, const u8 *value,
			   enum tpm_tis_io_mode mode);
	int (*verify_crc)(struct tpm_tis_data *data, size_t len, const u8 *value);
};
void tpm_tis_remove(struct tpm_chip *chip);
int tpm_tis_core_init(struct device *dev, struct tpm_tis_data *priv, int irq,
		      const struct tpm_tis_phy_ops *phy_ops, acpi_handle acpi_dev_handle);
int tpm_tis_resume(struct device *dev);
#endif
