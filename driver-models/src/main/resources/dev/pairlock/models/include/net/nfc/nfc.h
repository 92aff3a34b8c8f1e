/*
 * pairlock stub kernel header: the NFC core. nfc_ops callbacks are entry points;
 * nfc_register_device hands the registered nfc_dev to every callback (functions.xml flows-to).
 */
#ifndef PAIRLOCK_NET_NFC_NFC_H
#define PAIRLOCK_NET_NFC_NFC_H
#include <pairlock/verifier.h>
#include <linux/nfc.h>
#include <linux/device.h>
#include <linux/skbuff.h>
struct nfc_dev;
typedef void (*data_exchange_cb_t)(void *context, struct sk_buff *skb, int err);
struct nfc_target {
  u32 idx;
  u32 supported_protocols;
  u16 sens_res;
  u8 sel_res;
  u8 nfcid1_len;
  u8 nfcid1[NFC_NFCID1_MAXSIZE];
  u8 sensb_res_len;
  u8 sensb_res[NFC_SENSB_RES_MAXSIZE];
  u8 sensf_res_len;
  u8 sensf_res[NFC_SENSF_RES_MAXSIZE];
  u8 hci_reader_gate;
  u8 logical_idx;
  u8 is_iso15693;
};
struct nfc_ops {
  int (*dev_up)(struct nfc_dev *dev);
  int (*dev_down)(struct nfc_dev *dev);
  int (*start_poll)(struct nfc_dev *dev, u32 im_protocols, u32 tm_protocols);
  void (*stop_poll)(struct nfc_dev *dev);
  int (*dep_link_up)(struct nfc_dev *dev, struct nfc_target *target, u8 comm_mode, u8 *gb,
                     size_t gb_len);
  int (*dep_link_down)(struct nfc_dev *dev);
  int (*activate_target)(struct nfc_dev *dev, struct nfc_target *target, u32 protocol);
  void (*deactivate_target)(struct nfc_dev *dev, struct nfc_target *target);
  int (*im_transceive)(struct nfc_dev *dev, struct nfc_target *target, struct sk_buff *skb,
                       data_exchange_cb_t cb, void *cb_context);
  int (*tm_send)(struct nfc_dev *dev, struct sk_buff *skb);
  int (*check_presence)(struct nfc_dev *dev, struct nfc_target *target);
  int (*fw_download)(struct nfc_dev *dev, const char *firmware_name);
};
struct nfc_dev {
  int idx;
  u32 target_next_idx;
  struct nfc_target *targets;
  int n_targets;
  int targets_generation;
  struct device dev;
  bool dev_up;
  bool fw_download_in_progress;
  u8 rf_mode;
  bool polling;
  struct nfc_target *active_target;
  bool dep_link_up;
  u32 supported_protocols;
  int tx_headroom;
  int tx_tailroom;
  struct nfc_ops *ops;
};
#define nfc_get_drvdata(d) dev_get_drvdata(&(d)->dev)
#define nfc_set_drvdata(d, p) dev_set_drvdata(&(d)->dev, (p))
#define nfc_device_name(d) dev_name(&(d)->dev)
#define nfc_err(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define nfc_info(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define nfc_dbg(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
/* A macro, so that the allocation site is the driver's line. */
#define nfc_allocate_device(nops, protocols, headroom, tailroom) \
  ({ struct nfc_dev *__pl_nfc = __pairlock_alloc_nfc_dev(); \
     if (__pl_nfc) { __pl_nfc->ops = (nops); __pl_nfc->supported_protocols = (protocols); \
                     __pl_nfc->tx_headroom = (headroom); __pl_nfc->tx_tailroom = (tailroom); } \
     __pl_nfc; })
void nfc_free_device(struct nfc_dev *dev);
int nfc_register_device(struct nfc_dev *dev);
void nfc_unregister_device(struct nfc_dev *dev);
int nfc_targets_found(struct nfc_dev *dev, struct nfc_target *targets, int ntargets);
int nfc_target_lost(struct nfc_dev *dev, u32 target_idx);
int nfc_dep_link_is_up(struct nfc_dev *dev, u32 target_idx, u8 comm_mode, u8 rf_mode);
int nfc_tm_activated(struct nfc_dev *dev, u32 protocol, u8 comm_mode, u8 *gb, size_t gb_len);
int nfc_tm_deactivated(struct nfc_dev *dev);
int nfc_tm_data_received(struct nfc_dev *dev, struct sk_buff *skb);
int nfc_set_remote_general_bytes(struct nfc_dev *dev, u8 *gt, u8 gt_len);
u8 *nfc_get_local_general_bytes(struct nfc_dev *dev, size_t *gb_len);
#endif
