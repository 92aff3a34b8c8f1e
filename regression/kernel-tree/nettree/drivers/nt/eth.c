/*
 * eth: a network driver's private area in 6.1 (8139too, r8169): alloc_etherdev_mqs allocates the
 * net_device with the private struct after it, netdev_priv finds it. open and start_xmit
 * (not under RTNL) count `opens` under the private struct's lock (race-free); start_xmit reads
 * `closes`, which stop writes under the lock, without it (a real race). stop indexes dev->name
 * (the net_device's first member, an array). open (under RTNL) and the watchdog timer (taking
 * rtnl_lock itself) write `carrier`: race-free.
 * Before session 20 netdev_priv was lifted: its byte offset from the struct's start, inside the
 * folded name array, collapsed the net_device with the private struct, and every spin_lock on
 * it was unresolved ("argument is not one abstract location (its object has no known layout)":
 * the pairs of start_xmit with open and stop unverified), and rtnl_lock/rtnl_unlock were
 * external calls without a model (the watchdog's pairs unverified).
 */
#include <linux/nt.h>

struct eth_priv {
	spinlock_t lock;
	int opens;
	int closes;
	int carrier;
};
static struct net_device *eth_dev;
static struct timer_list eth_timer;

static void eth_watchdog(struct timer_list *t)
{
	struct eth_priv *ep = netdev_priv(eth_dev);

	rtnl_lock();
	ep->carrier = 0;
	rtnl_unlock();
}

static int eth_open(struct net_device *dev)
{
	struct eth_priv *ep = netdev_priv(dev);

	spin_lock(&ep->lock);
	ep->opens++;
	spin_unlock(&ep->lock);
	ep->carrier = 1;
	mod_timer(&eth_timer, 10);
	return 0;
}

static int eth_stop(struct net_device *dev)
{
	struct eth_priv *ep = netdev_priv(dev);
	int i, n = 0;

	for (i = 0; i < 16 && dev->name[i]; i++)
		n++;
	spin_lock(&ep->lock);
	ep->closes++;
	spin_unlock(&ep->lock);
	return n;
}

static int eth_start_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct eth_priv *ep = netdev_priv(dev);

	spin_lock(&ep->lock);
	ep->opens++;
	spin_unlock(&ep->lock);
	return ep->closes;
}

static const struct net_device_ops eth_ops = {
	.ndo_open = eth_open,
	.ndo_stop = eth_stop,
	.ndo_start_xmit = eth_start_xmit,
};

static int __init eth_init(void)
{
	struct net_device *dev = alloc_etherdev_mqs(sizeof(struct eth_priv), 1, 1);

	if (!dev)
		return -12;
	eth_dev = dev;
	timer_setup(&eth_timer, eth_watchdog, 0);
	return register_netdev(dev);
}

module_init(eth_init);
