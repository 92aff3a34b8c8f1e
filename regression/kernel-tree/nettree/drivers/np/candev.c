/*
 * candev: mdio's code with the net_device from a class allocator (alloc_candev_mqs, unmodelled:
 * CAN's library keeps its struct can_priv at the start of the private area and reads and writes
 * it from its own functions). That area is the kernel's memory, not the driver's: mdio_read
 * stored there stays a call to possibly unknown code and every pair stays unverified (the
 * soundness side of mdio's fix: only alloc_etherdev_mqs's area is the driver's).
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

static int can_open(struct net_device *dev)
{
	struct mdio_priv *mp = netdev_priv(dev);

	spin_lock(&mp->lock);
	mii_link_ok(&mp->mii);
	spin_unlock(&mp->lock);
	mp->speed = 100;
	return 0;
}

static int can_start_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct mdio_priv *mp = netdev_priv(dev);
	int up;

	spin_lock(&mp->lock);
	up = mii_link_ok(&mp->mii);
	spin_unlock(&mp->lock);
	return up + mp->speed;
}

static const struct net_device_ops can_ops = {
	.ndo_open = can_open,
	.ndo_start_xmit = can_start_xmit,
};

static int __init can_init(void)
{
	struct net_device *dev = alloc_candev_mqs(sizeof(struct mdio_priv), 1, 1);
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

module_init(can_init);
