/* Golden driver for the TX lock the kernel holds around ndo_start_xmit and ndo_tx_timeout:
   ndo_set_rx_mode takes it itself, so `txstate` is protected; `loose` is not. */
#include <linux/module.h>
#include <linux/netdevice.h>
static int txstate;
static int loose;

static netdev_tx_t ep_xmit(struct sk_buff *skb, struct net_device *dev) {
  txstate++;
  loose = 1;
  return NETDEV_TX_OK;
}

static void ep_rx_mode(struct net_device *dev) {
  netif_tx_lock_bh(dev);
  txstate = 0;
  netif_tx_unlock_bh(dev);
  loose = 2;
}

const struct net_device_ops ops = {
    .ndo_start_xmit = ep_xmit,
    .ndo_set_rx_mode = ep_rx_mode,
};
