/*
 * Callbacks as entry points (issue #27): a NAPI poll function (netif_napi_add, reaching the private area
 * back through container_of) and ndo_start_xmit both update the packet counters without a common
 * lock: the poll races with the transmit. ndo_stop disables NAPI (napi_disable) before it resets
 * the receive counter, so that pair is race-free. Before #27 the poll was no entry point
 * (callback-not-entry) and the driver was verified.
 */
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/spinlock.h>

struct nic {
	spinlock_t lock;
	struct napi_struct napi;
	unsigned long rx_packets;
	unsigned long tx_packets;
};

static struct net_device *the_netdev;

static int nic_poll(struct napi_struct *napi, int budget)
{
	struct nic *n = container_of(napi, struct nic, napi);

	n->rx_packets++;
	n->tx_packets = 0;
	napi_complete(napi);
	return 0;
}

static netdev_tx_t nic_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct nic *n = netdev_priv(dev);

	n->tx_packets++;
	dev_kfree_skb(skb);
	return NETDEV_TX_OK;
}

static int nic_open(struct net_device *dev)
{
	struct nic *n = netdev_priv(dev);

	napi_enable(&n->napi);
	return 0;
}

static int nic_stop(struct net_device *dev)
{
	struct nic *n = netdev_priv(dev);

	napi_disable(&n->napi);
	n->rx_packets = 0;
	return 0;
}

static const struct net_device_ops nic_ops = {
	.ndo_open = nic_open,
	.ndo_stop = nic_stop,
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
	netif_napi_add(the_netdev, &n->napi, nic_poll, 64);
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
