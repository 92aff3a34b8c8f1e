/*
 * A NAPI poll armed by another callback: the init schedules a reset work item whose function
 * re-enables NAPI (napi_disable, napi_enable), then sets up the receive ring before
 * register_netdev. The work may run at once and arm the poll, so the init's set-up races with the
 * poll on nic.ring_head. With NAPI live only once armed, the callbacks a live callback arms must be
 * live too: without that (session 16, before its fix) the ring_head races were missed and only
 * the rx_packets races (nic_stop against a poll the work re-arms) were reported.
 */
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/spinlock.h>
#include <linux/workqueue.h>

struct nic {
	spinlock_t lock;
	struct napi_struct napi;
	unsigned long rx_packets;
	unsigned long tx_packets;
	int ring_head;
	struct work_struct reset;
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

static void nic_reset(struct work_struct *w)
{
	struct nic *n = container_of(w, struct nic, reset);

	napi_disable(&n->napi);
	napi_enable(&n->napi);
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
	INIT_WORK(&n->reset, nic_reset);
	schedule_work(&n->reset);
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
