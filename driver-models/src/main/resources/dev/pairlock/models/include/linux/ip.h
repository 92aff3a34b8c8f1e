/* pairlock stub kernel header: IPv4 header. */
#ifndef PAIRLOCK_LINUX_IP_H
#define PAIRLOCK_LINUX_IP_H
#include <linux/skbuff.h>
#include <linux/in.h>
struct iphdr {
  __u8 ihl : 4, version : 4;
  __u8 tos;
  __be16 tot_len;
  __be16 id;
  __be16 frag_off;
  __u8 ttl;
  __u8 protocol;
  __sum16 check;
  __be32 saddr;
  __be32 daddr;
};
#define ip_hdr(skb) ((struct iphdr *)skb_network_header(skb))
#endif
