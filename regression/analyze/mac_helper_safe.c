/*
 * A network driver in the shape of r8169: one helper writes a MAC address to the hardware under
 * the private mutex, and is called both with the net_device's embedded perm_addr array and with
 * the dev_addr buffer it points to; the address bytes are read at constant indices, and probe
 * fills dev_addr with a loop. The helper's pointer then lands inside the folded perm_addr array:
 * the net_device keeps its layout (it used to collapse, and the private mutex with it).
 * nic_reset is called only through a pointer in the private area: its argument is the driver's
 * own struct, not a kernel object, so the mutex is one lock and every pair verifies.
 */
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/mutex.h>
#include <linux/string.h>
#include <linux/io.h>

struct nic {
	struct mutex mutex;
	void __iomem *regs;
	unsigned long writes;
	void (*reset)(struct nic *n);
};

static struct net_device *the_netdev;

static void nic_write_mac(struct nic *n, u8 *addr)
{
	mutex_lock(&n->mutex);
	writel(addr[0] | addr[1] << 8 | addr[2] << 16 | addr[3] << 24, n->regs);
	writel(addr[4] | addr[5] << 8, n->regs + 4);
	n->writes++;
	mutex_unlock(&n->mutex);
}

static void nic_reset(struct nic *n)
{
	mutex_lock(&n->mutex);
	n->writes = 0;
	mutex_unlock(&n->mutex);
}

static int nic_open(struct net_device *dev)
{
	struct nic *n = netdev_priv(dev);

	nic_write_mac(n, dev->perm_addr);
	n->reset(n);
	return 0;
}

static int nic_set_mac(struct net_device *dev, void *p)
{
	struct nic *n = netdev_priv(dev);
	struct sockaddr *addr = p;

	memcpy(dev->dev_addr, addr->sa_data, dev->addr_len);
	nic_write_mac(n, dev->dev_addr);
	return 0;
}

static netdev_tx_t nic_xmit(struct sk_buff *skb, struct net_device *dev)
{
	dev_kfree_skb(skb);
	return NETDEV_TX_OK;
}

static const struct net_device_ops nic_ops = {
	.ndo_open = nic_open,
	.ndo_start_xmit = nic_xmit,
	.ndo_set_mac_address = nic_set_mac,
};

static int __init nic_init(void)
{
	struct nic *n;
	int i;

	the_netdev = alloc_etherdev(sizeof(struct nic));
	if (!the_netdev)
		return -ENOMEM;
	n = netdev_priv(the_netdev);
	mutex_init(&n->mutex);
	n->regs = ioremap(0xfe000000, 256);
	n->reset = nic_reset;
	for (i = 0; i < ETH_ALEN; i++)
		the_netdev->dev_addr[i] = readb(n->regs + i);
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
