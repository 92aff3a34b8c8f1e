/* pairlock stub kernel header: Ethernet helpers. */
#ifndef PAIRLOCK_LINUX_ETHERDEVICE_H
#define PAIRLOCK_LINUX_ETHERDEVICE_H
#include <linux/netdevice.h>
#include <linux/crc32.h>
__be16 eth_type_trans(struct sk_buff *skb, struct net_device *dev);
int eth_validate_addr(struct net_device *dev);
int eth_mac_addr(struct net_device *dev, void *p);
int eth_change_mtu(struct net_device *dev, int new_mtu);
static inline bool is_zero_ether_addr(const u8 *a) { return !(a[0] | a[1] | a[2] | a[3] | a[4] | a[5]); }
static inline bool is_multicast_ether_addr(const u8 *a) { return a[0] & 0x01; }
static inline bool is_valid_ether_addr(const u8 *a) {
  return !is_multicast_ether_addr(a) && !is_zero_ether_addr(a);
}
void eth_hw_addr_random(struct net_device *dev);
#define ether_addr_copy(dst, src) memcpy((dst), (src), ETH_ALEN)
#endif
