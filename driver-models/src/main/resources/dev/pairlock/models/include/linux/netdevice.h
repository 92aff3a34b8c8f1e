/*
 * pairlock stub kernel header: network devices. net_device_ops callbacks are entry points;
 * the kernel serializes most of them under RTNL and start_xmit under the TX lock
 * (serialization.xml). register_netdev hands the registered net_device to every callback
 * (functions.xml flows-to), and netdev_priv reads the private area pointer alloc_etherdev set.
 * Queue state, carrier and NAPI state are kernel state with their own atomics: no effect here.
 */
#ifndef PAIRLOCK_LINUX_NETDEVICE_H
#define PAIRLOCK_LINUX_NETDEVICE_H
#include <pairlock/verifier.h>
#include <linux/kernel.h>
#include <linux/device.h>
#include <linux/skbuff.h>
#include <linux/if_ether.h>
#include <linux/ethtool.h>
#include <linux/u64_stats_sync.h>
#include <linux/rtnetlink.h>
#include <linux/sockios.h>
#define IFNAMSIZ 16
#define MAX_ADDR_LEN 32
#define IFF_UP 0x1
#define IFF_BROADCAST 0x2
#define IFF_DEBUG 0x4
#define IFF_LOOPBACK 0x8
#define IFF_RUNNING 0x40
#define IFF_NOARP 0x80
#define IFF_PROMISC 0x100
#define IFF_ALLMULTI 0x200
#define IFF_MULTICAST 0x1000
typedef u64 netdev_features_t;
#define NETIF_F_SG (1ULL << 0)
#define NETIF_F_IP_CSUM (1ULL << 1)
#define NETIF_F_HW_CSUM (1ULL << 3)
#define NETIF_F_IPV6_CSUM (1ULL << 4)
#define NETIF_F_HIGHDMA (1ULL << 5)
#define NETIF_F_HW_VLAN_CTAG_TX (1ULL << 7)
#define NETIF_F_HW_VLAN_CTAG_RX (1ULL << 8)
#define NETIF_F_TSO (1ULL << 16)
#define NETIF_F_TSO6 (1ULL << 19)
#define NETIF_F_ALL_TSO (NETIF_F_TSO | NETIF_F_TSO6)
#define NETIF_F_RXCSUM (1ULL << 29)
#define NETIF_F_RXFCS (1ULL << 34)
#define NETIF_F_RXALL (1ULL << 35)
#define NETIF_MSG_DRV 0x0001
#define NETIF_MSG_PROBE 0x0002
#define NETIF_MSG_LINK 0x0004
#define NETIF_MSG_TIMER 0x0008
#define NETIF_MSG_IFDOWN 0x0010
#define NETIF_MSG_IFUP 0x0020
#define NETIF_MSG_RX_ERR 0x0040
#define NETIF_MSG_TX_ERR 0x0080
#define NETIF_MSG_TX_QUEUED 0x0100
#define NETIF_MSG_INTR 0x0200
#define NETIF_MSG_TX_DONE 0x0400
#define NETIF_MSG_RX_STATUS 0x0800
#define NETIF_MSG_PKTDATA 0x1000
#define NETIF_MSG_HW 0x2000
#define NETIF_MSG_WOL 0x4000
typedef enum netdev_tx { NETDEV_TX_OK = 0x00, NETDEV_TX_BUSY = 0x10, NETDEV_TX_LOCKED = 0x20 } netdev_tx_t;
struct net_device_stats {
  unsigned long rx_packets, tx_packets, rx_bytes, tx_bytes, rx_errors, tx_errors, rx_dropped,
      tx_dropped, multicast, collisions, rx_length_errors, rx_over_errors, rx_crc_errors,
      rx_frame_errors, rx_fifo_errors, rx_missed_errors, tx_aborted_errors, tx_carrier_errors,
      tx_fifo_errors, tx_heartbeat_errors, tx_window_errors, rx_compressed, tx_compressed;
};
struct rtnl_link_stats64 {
  __u64 rx_packets, tx_packets, rx_bytes, tx_bytes, rx_errors, tx_errors, rx_dropped, tx_dropped,
      multicast, collisions, rx_length_errors, rx_over_errors, rx_crc_errors, rx_frame_errors,
      rx_fifo_errors, rx_missed_errors, tx_aborted_errors, tx_carrier_errors, tx_fifo_errors,
      tx_heartbeat_errors, tx_window_errors, rx_compressed, tx_compressed;
};
struct netdev_hw_addr {
  struct list_head list;
  unsigned char addr[MAX_ADDR_LEN];
  unsigned char type;
};
struct netdev_hw_addr_list {
  struct list_head list;
  int count;
};
struct napi_struct;
struct net_device;
struct ifreq;
struct sockaddr {
  unsigned short sa_family;
  char sa_data[14];
};
struct napi_struct {
  struct list_head poll_list;
  unsigned long state;
  int weight;
  int (*poll)(struct napi_struct *, int);
  struct net_device *dev;
};
struct netpoll_info;
struct net_device_ops {
  int (*ndo_init)(struct net_device *dev);
  void (*ndo_uninit)(struct net_device *dev);
  int (*ndo_open)(struct net_device *dev);
  int (*ndo_stop)(struct net_device *dev);
  netdev_tx_t (*ndo_start_xmit)(struct sk_buff *skb, struct net_device *dev);
  u16 (*ndo_select_queue)(struct net_device *dev, struct sk_buff *skb, void *accel_priv,
                          void *fallback);
  void (*ndo_change_rx_flags)(struct net_device *dev, int flags);
  void (*ndo_set_rx_mode)(struct net_device *dev);
  int (*ndo_set_mac_address)(struct net_device *dev, void *addr);
  int (*ndo_validate_addr)(struct net_device *dev);
  int (*ndo_do_ioctl)(struct net_device *dev, struct ifreq *ifr, int cmd);
  int (*ndo_set_config)(struct net_device *dev, void *map);
  int (*ndo_change_mtu)(struct net_device *dev, int new_mtu);
  int (*ndo_neigh_setup)(struct net_device *dev, void *parms);
  void (*ndo_tx_timeout)(struct net_device *dev);
  struct rtnl_link_stats64 *(*ndo_get_stats64)(struct net_device *dev,
                                               struct rtnl_link_stats64 *storage);
  struct net_device_stats *(*ndo_get_stats)(struct net_device *dev);
  int (*ndo_vlan_rx_add_vid)(struct net_device *dev, __be16 proto, u16 vid);
  int (*ndo_vlan_rx_kill_vid)(struct net_device *dev, __be16 proto, u16 vid);
  void (*ndo_poll_controller)(struct net_device *dev);
  int (*ndo_netpoll_setup)(struct net_device *dev, struct netpoll_info *info);
  void (*ndo_netpoll_cleanup)(struct net_device *dev);
  netdev_features_t (*ndo_fix_features)(struct net_device *dev, netdev_features_t features);
  int (*ndo_set_features)(struct net_device *dev, netdev_features_t features);
  /* later kernels' (6.1's), for entry-points.xml */
  int (*ndo_eth_ioctl)(struct net_device *dev, struct ifreq *ifr, int cmd);
  int (*ndo_siocdevprivate)(struct net_device *dev, struct ifreq *ifr, void *data, int cmd);
  netdev_features_t (*ndo_features_check)(void *skb, struct net_device *dev,
                                          netdev_features_t features);
};
struct net_device {
  char name[IFNAMSIZ];
  unsigned long mem_end;
  unsigned long mem_start;
  unsigned long base_addr;
  int irq;
  unsigned long state;
  netdev_features_t features;
  netdev_features_t hw_features;
  netdev_features_t wanted_features;
  netdev_features_t vlan_features;
  struct net_device_stats stats;
  const struct net_device_ops *netdev_ops;
  const struct ethtool_ops *ethtool_ops;
  unsigned int flags;
  unsigned int priv_flags;
  unsigned char if_port;
  unsigned char dma;
  unsigned int mtu;
  unsigned short type;
  unsigned short hard_header_len;
  unsigned char perm_addr[MAX_ADDR_LEN];
  unsigned char addr_assign_type;
  unsigned char addr_len;
  struct netdev_hw_addr_list uc;
  struct netdev_hw_addr_list mc;
  unsigned char *dev_addr;
  unsigned char broadcast[MAX_ADDR_LEN];
  int watchdog_timeo;
  struct device dev;
  /* pairlock: the private area alloc_etherdev allocates (netdev_priv). */
  void *__pairlock_priv;
};
#define netdev_priv(dev) ((void *)(dev)->__pairlock_priv)
#define SET_NETDEV_DEV(net, pdev) ((net)->dev.parent = (pdev))
#define SET_ETHTOOL_OPS(netdev, ops) ((netdev)->ethtool_ops = (ops))
#define NAPI_POLL_WEIGHT 64
/* A macro, so that the allocation sites are the driver's line. */
#define alloc_etherdev(sizeof_priv) \
  ({ struct net_device *__pl_nd = __pairlock_alloc_netdev(sizeof(struct net_device)); \
     if (__pl_nd) __pl_nd->__pairlock_priv = __pairlock_alloc_netdev_priv(sizeof_priv); \
     __pl_nd; })
#define alloc_etherdev_mq(sz, q) alloc_etherdev(sz)
void free_netdev(struct net_device *dev);
int register_netdev(struct net_device *dev);
void unregister_netdev(struct net_device *dev);
int register_netdevice(struct net_device *dev);
void unregister_netdevice(struct net_device *dev);
/* Queue, carrier and device-presence state: kernel atomics, no effect on driver memory. */
void netif_start_queue(struct net_device *dev);
void netif_stop_queue(struct net_device *dev);
void netif_wake_queue(struct net_device *dev);
bool netif_queue_stopped(const struct net_device *dev);
bool netif_running(const struct net_device *dev);
void netif_carrier_on(struct net_device *dev);
void netif_carrier_off(struct net_device *dev);
bool netif_carrier_ok(const struct net_device *dev);
void netif_device_detach(struct net_device *dev);
void netif_device_attach(struct net_device *dev);
bool netif_device_present(struct net_device *dev);
int netif_receive_skb(struct sk_buff *skb);
int netif_rx(struct sk_buff *skb);
void netdev_update_features(struct net_device *dev);
/* Copies the counters, field by field (the kernel walks both as arrays of words). */
static inline void netdev_stats_to_stats64(struct rtnl_link_stats64 *stats64,
                                           const struct net_device_stats *s) {
  stats64->rx_packets = s->rx_packets;
  stats64->tx_packets = s->tx_packets;
  stats64->rx_bytes = s->rx_bytes;
  stats64->tx_bytes = s->tx_bytes;
  stats64->rx_errors = s->rx_errors;
  stats64->tx_errors = s->tx_errors;
  stats64->rx_dropped = s->rx_dropped;
  stats64->tx_dropped = s->tx_dropped;
  stats64->multicast = s->multicast;
  stats64->collisions = s->collisions;
  stats64->rx_length_errors = s->rx_length_errors;
  stats64->rx_over_errors = s->rx_over_errors;
  stats64->rx_crc_errors = s->rx_crc_errors;
  stats64->rx_frame_errors = s->rx_frame_errors;
  stats64->rx_fifo_errors = s->rx_fifo_errors;
  stats64->rx_missed_errors = s->rx_missed_errors;
  stats64->tx_aborted_errors = s->tx_aborted_errors;
  stats64->tx_carrier_errors = s->tx_carrier_errors;
  stats64->tx_fifo_errors = s->tx_fifo_errors;
  stats64->tx_heartbeat_errors = s->tx_heartbeat_errors;
  stats64->tx_window_errors = s->tx_window_errors;
  stats64->rx_compressed = s->rx_compressed;
  stats64->tx_compressed = s->tx_compressed;
}
/* The TX pseudo-lock (HARD_TX_LOCK): one global lock, unique device instance assumed (a weak
   definition: the files of one driver share it). */
spinlock_t __pairlock_tx_lock __attribute__((weak));
#define netif_tx_lock(dev) spin_lock(&__pairlock_tx_lock)
#define netif_tx_unlock(dev) spin_unlock(&__pairlock_tx_lock)
#define netif_tx_lock_bh(dev) spin_lock(&__pairlock_tx_lock)
#define netif_tx_unlock_bh(dev) spin_unlock(&__pairlock_tx_lock)
#define netif_tx_disable(dev) do { netif_tx_lock_bh(dev); netif_stop_queue(dev); netif_tx_unlock_bh(dev); } while (0)
/* NAPI: the poll function is not an entry point (as in WHOOP); state changes are kernel atomics. */
void netif_napi_add(struct net_device *dev, struct napi_struct *napi,
                    int (*poll)(struct napi_struct *, int), int weight);
void netif_napi_del(struct napi_struct *napi);
void napi_enable(struct napi_struct *n);
void napi_disable(struct napi_struct *n);
bool napi_schedule_prep(struct napi_struct *n);
void __napi_schedule(struct napi_struct *n);
void napi_schedule(struct napi_struct *n);
void napi_complete(struct napi_struct *n);
void __napi_complete(struct napi_struct *n);
int napi_gro_receive(struct napi_struct *napi, struct sk_buff *skb);
struct sk_buff *napi_alloc_skb(struct napi_struct *napi, unsigned int length);
#define netdev_mc_count(dev) ((dev)->mc.count)
#define netdev_mc_empty(dev) (netdev_mc_count(dev) == 0)
#define netdev_for_each_mc_addr(ha, dev) list_for_each_entry(ha, &(dev)->mc.list, list)
int net_ratelimit(void);
#define netif_msg_drv(p) ((p)->msg_enable & NETIF_MSG_DRV)
#define netif_msg_probe(p) ((p)->msg_enable & NETIF_MSG_PROBE)
#define netif_msg_link(p) ((p)->msg_enable & NETIF_MSG_LINK)
#define netif_msg_timer(p) ((p)->msg_enable & NETIF_MSG_TIMER)
#define netif_msg_ifdown(p) ((p)->msg_enable & NETIF_MSG_IFDOWN)
#define netif_msg_ifup(p) ((p)->msg_enable & NETIF_MSG_IFUP)
#define netif_msg_rx_err(p) ((p)->msg_enable & NETIF_MSG_RX_ERR)
#define netif_msg_tx_err(p) ((p)->msg_enable & NETIF_MSG_TX_ERR)
#define netif_msg_tx_queued(p) ((p)->msg_enable & NETIF_MSG_TX_QUEUED)
#define netif_msg_intr(p) ((p)->msg_enable & NETIF_MSG_INTR)
#define netif_msg_tx_done(p) ((p)->msg_enable & NETIF_MSG_TX_DONE)
#define netif_msg_rx_status(p) ((p)->msg_enable & NETIF_MSG_RX_STATUS)
#define netif_msg_pktdata(p) ((p)->msg_enable & NETIF_MSG_PKTDATA)
#define netif_msg_hw(p) ((p)->msg_enable & NETIF_MSG_HW)
#define netif_msg_wol(p) ((p)->msg_enable & NETIF_MSG_WOL)
static inline u32 netif_msg_init(int debug_value, int default_msg_enable_bits) {
  if (debug_value < 0 || debug_value >= 32)
    return default_msg_enable_bits;
  if (debug_value == 0)
    return 0;
  return (1U << debug_value) - 1;
}
/* Logging (netif_* reads the message level of the private structure, as the kernel does). */
#define netdev_err(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define netdev_warn(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define netdev_notice(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define netdev_info(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define netdev_dbg(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define netdev_printk(level, dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define netif_printk(priv, type, level, dev, fmt, ...) \
  do { if (netif_msg_##type(priv)) printk(fmt, ##__VA_ARGS__); } while (0)
#define netif_err(priv, type, dev, fmt, ...) netif_printk(priv, type, 0, dev, fmt, ##__VA_ARGS__)
#define netif_warn(priv, type, dev, fmt, ...) netif_printk(priv, type, 0, dev, fmt, ##__VA_ARGS__)
#define netif_notice(priv, type, dev, fmt, ...) netif_printk(priv, type, 0, dev, fmt, ##__VA_ARGS__)
#define netif_info(priv, type, dev, fmt, ...) netif_printk(priv, type, 0, dev, fmt, ##__VA_ARGS__)
#define netif_dbg(priv, type, dev, fmt, ...) netif_printk(priv, type, 0, dev, fmt, ##__VA_ARGS__)
#endif
