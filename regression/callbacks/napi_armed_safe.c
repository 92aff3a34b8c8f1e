/*
 * A NAPI poll function is live from napi_enable (or a kernel registration), not from
 * netif_napi_add, which leaves the context disabled (NAPI_STATE_SCHED set). The init sets up the
 * receive ring between netif_napi_add and register_netdev, where no poll can run yet; only the
 * poll uses it afterwards (one poll never overlaps itself). Before session 16 the poll was live
 * from netif_napi_add, and the init's set-up was reported as a write-write and a read-write race
 * with the poll on nic.ring_head (the class of 8139too's rtl8139_init_one false alarms). Verified.
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

	the_netdev = alloc_etherdev(sizeof(struct nic));
	if (!the_netdev)
		return -ENOMEM;
	n = netdev_priv(the_netdev);
	spin_lock_init(&n->lock);
	netif_napi_add(the_netdev, &n->napi, nic_poll, 64);
	n->ring_head = 0;
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
