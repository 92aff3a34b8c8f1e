/*
 * Callbacks as entry points (issue #27), class: a function the kernel calls back in place, inside
 * a library call the driver makes, in the driver's thread (8139too's mii_if_info.mdio_read and
 * mdio_write, called by mii_link_ok, generic_mii_ioctl, ...; mii.h models each as that indirect
 * call). It is no hand-over for later. Before: register_netdev, whose argument reaches the
 * private area holding the mii_if_info, was taken to hand the two functions over
 * ("callback-not-entry", probe's and open's pairs unverified, exit 3).
 */
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/mii.h>
#include <linux/spinlock.h>

struct nic {
	spinlock_t lock;
	int phy_reads;
	struct mii_if_info mii;
};

static struct net_device *ndev;

static int nic_mdio_read(struct net_device *dev, int phy_id, int location)
{
	struct nic *n = netdev_priv(dev);
	unsigned long flags;

	spin_lock_irqsave(&n->lock, flags);
	n->phy_reads++;
	spin_unlock_irqrestore(&n->lock, flags);
	return 0;
}

static void nic_mdio_write(struct net_device *dev, int phy_id, int location, int val)
{
}

static int nic_open(struct net_device *dev)
{
	struct nic *n = netdev_priv(dev);

	if (!mii_link_ok(&n->mii))
		return -ENODEV;
	return 0;
}

static int nic_stop(struct net_device *dev)
{
	struct nic *n = netdev_priv(dev);
	unsigned long flags;

	spin_lock_irqsave(&n->lock, flags);
	n->phy_reads = 0;
	spin_unlock_irqrestore(&n->lock, flags);
	return 0;
}

static const struct net_device_ops nic_ops = {
	.ndo_open = nic_open,
	.ndo_stop = nic_stop,
};

static int __init nic_init(void)
{
	struct nic *n;

	ndev = alloc_etherdev(sizeof(struct nic));
	if (!ndev)
		return -ENOMEM;
	n = netdev_priv(ndev);
	spin_lock_init(&n->lock);
	n->mii.dev = ndev;
	n->mii.mdio_read = nic_mdio_read;
	n->mii.mdio_write = nic_mdio_write;
	ndev->netdev_ops = &nic_ops;
	return register_netdev(ndev);
}

static void __exit nic_exit(void)
{
	unregister_netdev(ndev);
	free_netdev(ndev);
}

module_init(nic_init);
module_exit(nic_exit);
MODULE_LICENSE("GPL");
