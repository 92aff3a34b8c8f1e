/*
 * pairlock stub kernel header: socket buffers. An sk_buff is handed to the driver (start_xmit) or
 * allocated for it (fresh objects, functions.xml); its fields are real memory accesses.
 */
#ifndef PAIRLOCK_LINUX_SKBUFF_H
#define PAIRLOCK_LINUX_SKBUFF_H
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/dma-mapping.h>
struct net_device;
#define CHECKSUM_NONE 0
#define CHECKSUM_UNNECESSARY 1
#define CHECKSUM_COMPLETE 2
#define CHECKSUM_PARTIAL 3
#define MAX_SKB_FRAGS 17
#define NET_IP_ALIGN 2
#define NET_SKB_PAD 32
typedef struct skb_frag_struct {
  struct {
    struct page *p;
  } page;
  __u32 page_offset;
  __u32 size;
} skb_frag_t;
struct skb_shared_info {
  unsigned char nr_frags;
  unsigned short gso_size;
  unsigned short gso_segs;
  unsigned short gso_type;
  skb_frag_t frags[MAX_SKB_FRAGS];
};
struct sk_buff {
  struct sk_buff *next;
  struct sk_buff *prev;
  struct net_device *dev;
  char cb[48];
  unsigned int len;
  unsigned int data_len;
  __u16 mac_len;
  __u8 ip_summed;
  __be16 protocol;
  __u16 vlan_proto;
  __u16 vlan_tci;
  __u16 transport_header;
  __u16 network_header;
  __u16 mac_header;
  unsigned char *head;
  unsigned char *data;
  unsigned char *tail;
  unsigned char *end;
  unsigned int truesize;
};
struct sk_buff_head {
  struct sk_buff *next;
  struct sk_buff *prev;
  __u32 qlen;
  spinlock_t lock;
};
#define skb_shinfo(skb) ((struct skb_shared_info *)((skb)->end))
#define skb_headlen(skb) ((skb)->len - (skb)->data_len)
#define skb_frag_size(frag) ((frag)->size)
#define skb_frag_address(frag) ((char *)page_address((frag)->page.p) + (frag)->page_offset)
#define skb_is_gso(skb) (skb_shinfo(skb)->gso_size)
#define skb_network_header(skb) ((skb)->head + (skb)->network_header)
#define skb_transport_header(skb) ((skb)->head + (skb)->transport_header)
#define skb_transport_offset(skb) ((int)(skb)->transport_header - (int)((skb)->data - (skb)->head))
#define skb_checksum_none_assert(skb) do { } while (0)
#define skb_copy_to_linear_data(skb, from, len) memcpy((skb)->data, (from), (len))
#define skb_copy_from_linear_data(skb, to, len) memcpy((to), (skb)->data, (len))
#define skb_put(skb, n) \
  ({ struct sk_buff *__pl_s = (skb); unsigned char *__pl_t = __pl_s->tail; \
     __pl_s->tail += (n); __pl_s->len += (n); __pl_t; })
#define skb_reserve(skb, n) do { (skb)->data += (n); (skb)->tail += (n); } while (0)
#define skb_record_rx_queue(skb, q) do { } while (0)
#define skb_get_queue_mapping(skb) 0
struct sk_buff *alloc_skb(unsigned int size, gfp_t gfp);
struct sk_buff *dev_alloc_skb(unsigned int length);
struct sk_buff *netdev_alloc_skb(struct net_device *dev, unsigned int length);
struct sk_buff *netdev_alloc_skb_ip_align(struct net_device *dev, unsigned int length);
struct sk_buff *skb_clone(struct sk_buff *skb, gfp_t gfp);
struct sk_buff *skb_copy(const struct sk_buff *skb, gfp_t gfp);
void kfree_skb(struct sk_buff *skb);
void consume_skb(struct sk_buff *skb);
void dev_kfree_skb(struct sk_buff *skb);
void dev_kfree_skb_any(struct sk_buff *skb);
void dev_kfree_skb_irq(struct sk_buff *skb);
void dev_consume_skb_any(struct sk_buff *skb);
int skb_padto(struct sk_buff *skb, unsigned int len);
int skb_checksum_help(struct sk_buff *skb);
void skb_copy_and_csum_dev(const struct sk_buff *skb, u8 *to);
void skb_tx_timestamp(struct sk_buff *skb);
void skb_queue_head_init(struct sk_buff_head *list);
void skb_queue_tail(struct sk_buff_head *list, struct sk_buff *newsk);
struct sk_buff *skb_dequeue(struct sk_buff_head *list);
void skb_queue_purge(struct sk_buff_head *list);
static inline void prefetch(const void *x) {}
static inline void prefetchw(const void *x) {}
#endif
