/* Golden driver for the TX pseudo-lock: netif_tx_lock in two net_device_ops that are not
   serialized by a rule (ndo_get_stats vs ndo_set_rx_mode) protects `txstate`. */
#include <linux/module.h>
#include <linux/netdevice.h>
static int txstate;
static int loose;

static struct net_device_stats *ep_stats(struct net_device *dev) {
  netif_tx_lock(dev);
  loose = txstate;
  netif_tx_unlock(dev);
  return &dev->stats;
}

static void ep_rx_mode(struct net_device *dev) {
  netif_tx_lock_bh(dev);
  txstate = 1;
  netif_tx_unlock_bh(dev);
  loose = 2;
}

const struct net_device_ops ops = {
    .ndo_get_stats = ep_stats,
    .ndo_set_rx_mode = ep_rx_mode,
};
