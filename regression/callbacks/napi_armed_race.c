/*
 * napi_armed_safe.c with the init's set-up of the receive ring after register_netdev: from
 * there ndo_open may run and napi_enable arm the poll, so the init's write races with the poll
 * (write-write and read-write on nic.ring_head), although netif_napi_add alone does not arm it.
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
	int ring_head;
};

static struct net_device *the_netdev;

static int nic_poll(struct napi_struct *napi, int budget)
{
	struct nic *n = container_of(napi, struct nic, napi);
	unsigned long flags;

	spin_lock_irqsave(&n->lock, flags);
	n->rx_packets++;
	n->tx_packets = 0;
	spin_unlock_irqrestore(&n->lock, flags);
	n->ring_head = (n->ring_head + 1) % 16;
	napi_complete(napi);
	return 0;
}

static netdev_tx_t nic_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct nic *n = netdev_priv(dev);
	unsigned long flags;

	spin_lock_irqsave(&n->lock, flags);
	n->tx_packets++;
	spin_unlock_irqrestore(&n->lock, flags);
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
	int ret;

	the_netdev = alloc_etherdev(sizeof(struct nic));
	if (!the_netdev)
		return -ENOMEM;
	n = netdev_priv(the_netdev);
	spin_lock_init(&n->lock);
	netif_napi_add(the_netdev, &n->napi, nic_poll, 64);
	the_netdev->netdev_ops = &nic_ops;
	ret = register_netdev(the_netdev);
	n->ring_head = 0;
	return ret;
}

static void __exit nic_exit(void)
{
	unregister_netdev(the_netdev);
	free_netdev(the_netdev);
}

module_init(nic_init);
module_exit(nic_exit);
