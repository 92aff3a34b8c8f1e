/*
 * A miniature of the MII library (drivers/net/mii.c), written for the test: out-of-line functions
 * that call the driver's mdio_read/mdio_write through the mii_if_info and keep the link state in
 * it. Not in the compile database (kbuild did not build it); pairlock compiles it with the
 * driver's flags when the driver calls it.
 */
#include <linux/nt.h>

int mii_link_ok(struct mii_if_info *mii)
{
	return mii->mdio_read(mii->dev, mii->phy_id, 1) & 4;
}

unsigned int mii_check_media(struct mii_if_info *mii, unsigned int ok_to_print,
			     unsigned int init_media)
{
	int lpa;

	if (!mii_link_ok(mii) || mii->force_media)
		return 0;
	lpa = mii->mdio_read(mii->dev, mii->phy_id, 5);
	if (!init_media && mii->full_duplex == ((lpa & 0x140) != 0))
		return 0;
	mii->full_duplex = (lpa & 0x140) != 0;
	return 1;
}

int generic_mii_ioctl(struct mii_if_info *mii_if, struct mii_ioctl_data *mii_data, int cmd,
		      unsigned int *duplex_chg_out)
{
	if (cmd == 0x8948)
		mii_data->val_out = mii_if->mdio_read(mii_if->dev, mii_data->phy_id, mii_data->reg_num);
	else
		mii_if->mdio_write(mii_if->dev, mii_data->phy_id, mii_data->reg_num, mii_data->val_in);
	return 0;
}

void mii_ethtool_get_link_ksettings(struct mii_if_info *mii, struct ethtool_link_ksettings *cmd)
{
	ethtool_convert_legacy_u32_to_link_mode(cmd->link_modes.advertising, mii->advertising);
	cmd->base.duplex = mii->full_duplex;
}

int mii_ethtool_set_link_ksettings(struct mii_if_info *mii, const struct ethtool_link_ksettings *cmd)
{
	u32 advertising;

	ethtool_convert_link_mode_to_legacy_u32(&advertising, cmd->link_modes.advertising);
	mii->advertising = advertising;
	return 0;
}

static int mii_unused(struct mii_if_info *mii)
{
	return mii->mdio_read(mii->dev, 0, 0);
}

int mii_nway_restart(struct mii_if_info *mii)
{
	return mii_unused(mii);
}

EXPORT_SYMBOL(mii_link_ok);
EXPORT_SYMBOL(mii_check_media);
EXPORT_SYMBOL(generic_mii_ioctl);
EXPORT_SYMBOL(mii_nway_restart);
EXPORT_SYMBOL(mii_ethtool_get_link_ksettings);
EXPORT_SYMBOL(mii_ethtool_set_link_ksettings);
