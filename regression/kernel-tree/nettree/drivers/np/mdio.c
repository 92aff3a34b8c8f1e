/*
 * mdio: an MII driver whose mii_if_info lives in its private area (8139too and r8169 in 6.1):
 * probe stores its mdio_read in netdev_priv(dev)->mii, the MII library (drivers/net/mii.c) calls
 * it back through that pointer. open (under RTNL) and start_xmit (not under RTNL) call
 * mii_link_ok under the private struct's lock, so the PHY-read counter is race-free; start_xmit
 * reads `speed`, which open writes without the lock (a real race). init sets the address with
 * dev_addr_mod (eth_hw_addr_set's out-of-line half), unmodelled: its pairs stay unverified.
 * Class: the private area alloc_etherdev_mqs made is the driver's memory, which a kernel
 * function given the net_device does not reach. Before, the area was bytes of the net_device's
 * object, which dev_addr_mod made external: mii->mdio_read was an indirect call to unknown code,
 * "0 of 3 entry-point pairs race-free, 1 racy region, 3 unverified" (open/start_xmit too).
 * The ethtool link settings go through the MII library's mii_ethtool_get/set_link_ksettings,
 * which convert between the legacy u32 and the link-mode bitmaps with
 * ethtool_convert_legacy_u32_to_link_mode / ethtool_convert_link_mode_to_legacy_u32
 * (out-of-line, net/ethtool/ioctl.c): before they were modelled, every pair of the two ethtool
 * operations was unverified (extern-call), after: race-free (the MII library writes
 * mii.advertising under RTNL only).
 */
#include <linux/nt.h>

struct mdio_priv {
	spinlock_t lock;
	struct mii_if_info mii;
	long phy_reads;
	int speed;
};

static int mdio_read(struct net_device *dev, int phy_id, int location)
{
	struct mdio_priv *mp = netdev_priv(dev);

	mp->phy_reads++;
	return location;
}

static int mdio_open(struct net_device *dev)
{
	struct mdio_priv *mp = netdev_priv(dev);

	spin_lock(&mp->lock);
	mii_link_ok(&mp->mii);
	spin_unlock(&mp->lock);
	mp->speed = 100;
	return 0;
}

static int mdio_start_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct mdio_priv *mp = netdev_priv(dev);
	int up;

	spin_lock(&mp->lock);
	up = mii_link_ok(&mp->mii);
	spin_unlock(&mp->lock);
	return up + mp->speed;
}

static int mdio_get_link_ksettings(struct net_device *dev, struct ethtool_link_ksettings *cmd)
{
	struct mdio_priv *mp = netdev_priv(dev);

	mii_ethtool_get_link_ksettings(&mp->mii, cmd);
	return 0;
}

static int mdio_set_link_ksettings(struct net_device *dev, const struct ethtool_link_ksettings *cmd)
{
	struct mdio_priv *mp = netdev_priv(dev);

	return mii_ethtool_set_link_ksettings(&mp->mii, cmd);
}

static const struct ethtool_ops mdio_ethtool_ops = {
	.get_link_ksettings = mdio_get_link_ksettings,
	.set_link_ksettings = mdio_set_link_ksettings,
};

static const struct net_device_ops mdio_ops = {
	.ndo_open = mdio_open,
	.ndo_start_xmit = mdio_start_xmit,
};

static int __init mdio_init(void)
{
	struct net_device *dev = alloc_etherdev_mqs(sizeof(struct mdio_priv), 1, 1);
	struct mdio_priv *mp;
	unsigned char addr[6] = { 0, 1, 2, 3, 4, 5 };

	if (!dev)
		return -12;
	mp = netdev_priv(dev);
	mp->mii.dev = dev;
	mp->mii.phy_id = 1;
	mp->mii.mdio_read = mdio_read;
	dev_addr_mod(dev, 0, addr, 6);
	return register_netdev(dev);
}

module_init(mdio_init);
