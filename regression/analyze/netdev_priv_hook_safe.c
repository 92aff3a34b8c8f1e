/*
 * A network driver's private area (netdev_priv) holds a function pointer the driver sets in init
 * and calls from its net_device_ops. The net_device the kernel passes is kernel memory, but the
 * private area behind it is the driver's (entry-points.xml owned-field net_device.__pairlock_priv):
 * the call resolves to the driver's function instead of havocking memory, and the pairs verify.
 * The non-static inline helper is emitted under the kernel's inline semantics (-fgnu89-inline):
 * it is the driver's function, not an extern without a body.
 */
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/spinlock.h>

struct nic {
	spinlock_t lock;
	unsigned long packets;
	void (*kick)(struct net_device *dev);
};

static struct net_device *the_netdev;

inline unsigned long nic_packets(struct nic *n)
{
	return n->packets;
}

static void nic_kick(struct net_device *dev)
{
	/* writes the hardware only */
}

static int nic_open(struct net_device *dev)
{
	struct nic *n = netdev_priv(dev);

	spin_lock(&n->lock);
	n->kick(dev);
	n->packets = 0;
	spin_unlock(&n->lock);
	return 0;
}

static netdev_tx_t nic_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct nic *n = netdev_priv(dev);

	spin_lock(&n->lock);
	n->packets = nic_packets(n) + 1;
	spin_unlock(&n->lock);
	dev_kfree_skb(skb);
	return NETDEV_TX_OK;
}

static const struct net_device_ops nic_ops = {
	.ndo_open = nic_open,
	.ndo_start_xmit = nic_xmit,
};

static int __init nic_init(void)
{
	struct nic *n;

	the_netdev = alloc_etherdev(sizeof(struct nic));
	if (!the_netdev)
		return -ENOMEM;
	n = netdev_priv(the_netdev);
	spin_lock_init(&n->lock);
	n->kick = nic_kick;
	the_netdev->netdev_ops = &nic_ops;
	return register_netdev(the_netdev);
}

static void __exit nic_exit(void)
{
	unregister_netdev(the_netdev);
	free_netdev(the_netdev);
}

module_init(nic_init);
module_exit(nic_exit);
MODULE_LICENSE("GPL");
