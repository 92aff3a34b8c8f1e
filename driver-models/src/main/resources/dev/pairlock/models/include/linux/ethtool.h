/* pairlock stub kernel header: ethtool (ethtool_ops callbacks are entry points, under RTNL). */
#ifndef PAIRLOCK_LINUX_ETHTOOL_H
#define PAIRLOCK_LINUX_ETHTOOL_H
#include <linux/kernel.h>
struct net_device;
#define ETH_GSTRING_LEN 32
#define ETHTOOL_FWVERS_LEN 32
#define ETHTOOL_BUSINFO_LEN 32
enum ethtool_stringset { ETH_SS_TEST = 0, ETH_SS_STATS, ETH_SS_PRIV_FLAGS, ETH_SS_NTUPLE_FILTERS,
                         ETH_SS_FEATURES };
#define ETHTOOL_GSET 0x00000001
#define ETHTOOL_SSET 0x00000002
#define ETHTOOL_GREGS 0x00000004
#define ETHTOOL_GWOL 0x00000005
#define ETHTOOL_SWOL 0x00000006
#define ETHTOOL_GSTATS 0x0000001d
#define SPEED_10 10
#define SPEED_100 100
#define SPEED_1000 1000
#define SPEED_UNKNOWN -1
#define DUPLEX_HALF 0x00
#define DUPLEX_FULL 0x01
#define DUPLEX_UNKNOWN 0xff
#define PORT_TP 0x00
#define PORT_AUI 0x01
#define PORT_MII 0x02
#define PORT_FIBRE 0x03
#define PORT_BNC 0x04
#define XCVR_INTERNAL 0x00
#define XCVR_EXTERNAL 0x01
#define AUTONEG_DISABLE 0x00
#define AUTONEG_ENABLE 0x01
#define WAKE_PHY (1 << 0)
#define WAKE_UCAST (1 << 1)
#define WAKE_MCAST (1 << 2)
#define WAKE_BCAST (1 << 3)
#define WAKE_ARP (1 << 4)
#define WAKE_MAGIC (1 << 5)
#define WAKE_MAGICSECURE (1 << 6)
#define SUPPORTED_10baseT_Half (1 << 0)
#define SUPPORTED_10baseT_Full (1 << 1)
#define SUPPORTED_100baseT_Half (1 << 2)
#define SUPPORTED_100baseT_Full (1 << 3)
#define SUPPORTED_1000baseT_Half (1 << 4)
#define SUPPORTED_1000baseT_Full (1 << 5)
#define SUPPORTED_Autoneg (1 << 6)
#define SUPPORTED_TP (1 << 7)
#define SUPPORTED_AUI (1 << 8)
#define SUPPORTED_MII (1 << 9)
#define SUPPORTED_FIBRE (1 << 10)
#define ADVERTISED_10baseT_Half (1 << 0)
#define ADVERTISED_10baseT_Full (1 << 1)
#define ADVERTISED_100baseT_Half (1 << 2)
#define ADVERTISED_100baseT_Full (1 << 3)
#define ADVERTISED_1000baseT_Half (1 << 4)
#define ADVERTISED_1000baseT_Full (1 << 5)
#define ADVERTISED_Autoneg (1 << 6)
#define ADVERTISED_TP (1 << 7)
#define ADVERTISED_MII (1 << 9)
#define ADVERTISED_Pause (1 << 13)
#define ADVERTISED_Asym_Pause (1 << 14)
struct ethtool_cmd {
  __u32 cmd;
  __u32 supported;
  __u32 advertising;
  __u16 speed;
  __u8 duplex;
  __u8 port;
  __u8 phy_address;
  __u8 transceiver;
  __u8 autoneg;
  __u8 mdio_support;
  __u32 maxtxpkt;
  __u32 maxrxpkt;
  __u16 speed_hi;
  __u8 eth_tp_mdix;
  __u8 eth_tp_mdix_ctrl;
  __u32 lp_advertising;
  __u32 reserved[2];
};
static inline void ethtool_cmd_speed_set(struct ethtool_cmd *ep, __u32 speed) {
  ep->speed = (__u16)speed;
  ep->speed_hi = (__u16)(speed >> 16);
}
static inline __u32 ethtool_cmd_speed(const struct ethtool_cmd *ep) {
  return (ep->speed_hi << 16) | ep->speed;
}
struct ethtool_drvinfo {
  __u32 cmd;
  char driver[32];
  char version[32];
  char fw_version[ETHTOOL_FWVERS_LEN];
  char bus_info[ETHTOOL_BUSINFO_LEN];
  char erom_version[32];
  char reserved2[12];
  __u32 n_priv_flags;
  __u32 n_stats;
  __u32 testinfo_len;
  __u32 eedump_len;
  __u32 regdump_len;
};
struct ethtool_wolinfo {
  __u32 cmd;
  __u32 supported;
  __u32 wolopts;
  __u8 sopass[6];
};
struct ethtool_regs {
  __u32 cmd;
  __u32 version;
  __u32 len;
  __u8 data[0];
};
struct ethtool_eeprom {
  __u32 cmd;
  __u32 magic;
  __u32 offset;
  __u32 len;
  __u8 data[0];
};
struct ethtool_stats {
  __u32 cmd;
  __u32 n_stats;
  __u64 data[0];
};
struct ethtool_ts_info {
  __u32 cmd;
  __u32 so_timestamping;
  __s32 phc_index;
  __u32 tx_types;
  __u32 tx_reserved[3];
  __u32 rx_filters;
  __u32 rx_reserved[3];
};
struct ethtool_coalesce;
struct ethtool_ringparam;
struct ethtool_pauseparam;
struct ethtool_test;
struct ethtool_rxnfc;
struct ethtool_channels;
struct ethtool_dump;
struct ethtool_flash;
struct ethtool_modinfo;
struct ethtool_eee;
enum ethtool_phys_id_state { ETHTOOL_ID_INACTIVE, ETHTOOL_ID_ACTIVE, ETHTOOL_ID_ON, ETHTOOL_ID_OFF };
struct ethtool_ops {
  int (*get_settings)(struct net_device *, struct ethtool_cmd *);
  int (*set_settings)(struct net_device *, struct ethtool_cmd *);
  void (*get_drvinfo)(struct net_device *, struct ethtool_drvinfo *);
  int (*get_regs_len)(struct net_device *);
  void (*get_regs)(struct net_device *, struct ethtool_regs *, void *);
  void (*get_wol)(struct net_device *, struct ethtool_wolinfo *);
  int (*set_wol)(struct net_device *, struct ethtool_wolinfo *);
  u32 (*get_msglevel)(struct net_device *);
  void (*set_msglevel)(struct net_device *, u32);
  int (*nway_reset)(struct net_device *);
  u32 (*get_link)(struct net_device *);
  int (*get_eeprom_len)(struct net_device *);
  int (*get_eeprom)(struct net_device *, struct ethtool_eeprom *, u8 *);
  int (*set_eeprom)(struct net_device *, struct ethtool_eeprom *, u8 *);
  int (*get_coalesce)(struct net_device *, struct ethtool_coalesce *);
  int (*set_coalesce)(struct net_device *, struct ethtool_coalesce *);
  void (*get_ringparam)(struct net_device *, struct ethtool_ringparam *);
  int (*set_ringparam)(struct net_device *, struct ethtool_ringparam *);
  void (*get_pauseparam)(struct net_device *, struct ethtool_pauseparam *);
  int (*set_pauseparam)(struct net_device *, struct ethtool_pauseparam *);
  void (*self_test)(struct net_device *, struct ethtool_test *, u64 *);
  void (*get_strings)(struct net_device *, u32 stringset, u8 *);
  int (*set_phys_id)(struct net_device *, enum ethtool_phys_id_state);
  void (*get_ethtool_stats)(struct net_device *, struct ethtool_stats *, u64 *);
  int (*begin)(struct net_device *);
  void (*complete)(struct net_device *);
  u32 (*get_priv_flags)(struct net_device *);
  int (*set_priv_flags)(struct net_device *, u32);
  int (*get_sset_count)(struct net_device *, int);
  int (*get_rxnfc)(struct net_device *, struct ethtool_rxnfc *, u32 *rule_locs);
  int (*set_rxnfc)(struct net_device *, struct ethtool_rxnfc *);
  int (*flash_device)(struct net_device *, struct ethtool_flash *);
  int (*reset)(struct net_device *, u32 *);
  u32 (*get_rxfh_key_size)(struct net_device *);
  u32 (*get_rxfh_indir_size)(struct net_device *);
  int (*get_rxfh)(struct net_device *, u32 *indir, u8 *key);
  int (*set_rxfh)(struct net_device *, const u32 *indir, const u8 *key);
  void (*get_channels)(struct net_device *, struct ethtool_channels *);
  int (*set_channels)(struct net_device *, struct ethtool_channels *);
  int (*get_dump_flag)(struct net_device *, struct ethtool_dump *);
  int (*get_dump_data)(struct net_device *, struct ethtool_dump *, void *);
  int (*set_dump)(struct net_device *, struct ethtool_dump *);
  int (*get_ts_info)(struct net_device *, struct ethtool_ts_info *);
  int (*get_module_info)(struct net_device *, struct ethtool_modinfo *);
  int (*get_module_eeprom)(struct net_device *, struct ethtool_eeprom *, u8 *);
  int (*get_eee)(struct net_device *, struct ethtool_eee *);
  int (*set_eee)(struct net_device *, struct ethtool_eee *);
  /* later kernels' (6.1's) replacements of get_settings/set_settings, for entry-points.xml */
  int (*get_link_ksettings)(struct net_device *, void *);
  int (*set_link_ksettings)(struct net_device *, const void *);
};
u32 ethtool_op_get_link(struct net_device *dev);
int ethtool_op_get_ts_info(struct net_device *dev, struct ethtool_ts_info *eti);
#endif
