/* pairlock stub kernel header: VLAN tags in socket buffers. */
#ifndef PAIRLOCK_LINUX_IF_VLAN_H
#define PAIRLOCK_LINUX_IF_VLAN_H
#include <linux/netdevice.h>
#define VLAN_HLEN 4
#define VLAN_ETH_HLEN 18
#define VLAN_ETH_FRAME_LEN 1518
#define VLAN_TAG_PRESENT 0x1000
#define VLAN_VID_MASK 0x0fff
#define vlan_tx_tag_present(skb) ((skb)->vlan_tci & VLAN_TAG_PRESENT)
#define vlan_tx_tag_get(skb) ((skb)->vlan_tci & ~VLAN_TAG_PRESENT)
#define __vlan_hwaccel_put_tag(skb, proto, tci) \
  do { (skb)->vlan_proto = (proto); (skb)->vlan_tci = VLAN_TAG_PRESENT | (tci); } while (0)
#endif
