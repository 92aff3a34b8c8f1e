/* Golden driver for the RTNL the kernel holds around ndo_open and the ethtool operations: the
   resume callback takes RTNL itself, so `shared` is protected against ndo_open and get_link;
   ndo_start_xmit runs without RTNL, so `loose` races. */
#include <linux/ethtool.h>
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/pm.h>
#include <linux/rtnetlink.h>
static int shared;
static int loose;

static int ep_open(struct net_device *dev) {
  shared = 1;
  loose = 1;
  return 0;
}

static u32 ep_get_link(struct net_device *dev) { return shared; }

static netdev_tx_t ep_xmit(struct sk_buff *skb, struct net_device *dev) {
  loose = 2;
  return NETDEV_TX_OK;
}

static int ep_resume(struct device *d) {
  rtnl_lock();
  shared = 0;
  rtnl_unlock();
  loose = 3;
  return 0;
}

const struct net_device_ops ops = {
    .ndo_open = ep_open,
    .ndo_start_xmit = ep_xmit,
};

const struct ethtool_ops eops = {
    .get_link = ep_get_link,
};

const struct dev_pm_ops pm = {
    .resume = ep_resume,
};
