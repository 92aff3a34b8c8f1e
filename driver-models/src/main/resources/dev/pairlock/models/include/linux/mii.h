/*
 * pairlock stub kernel header: the generic MII library. Its functions call back the driver's
 * mdio_read/mdio_write through the mii_if_info (modelled here as those indirect calls), and write
 * the ethtool command the caller passes.
 */
#ifndef PAIRLOCK_LINUX_MII_H
#define PAIRLOCK_LINUX_MII_H
#include <linux/kernel.h>
#include <linux/ethtool.h>
#define MII_BMCR 0x00
#define MII_BMSR 0x01
#define MII_PHYSID1 0x02
#define MII_PHYSID2 0x03
#define MII_ADVERTISE 0x04
#define MII_LPA 0x05
#define MII_EXPANSION 0x06
#define MII_CTRL1000 0x09
#define MII_STAT1000 0x0a
#define MII_ESTATUS 0x0f
#define MII_DCOUNTER 0x12
#define MII_FCSCOUNTER 0x13
#define MII_NWAYTEST 0x14
#define MII_RERRCOUNTER 0x15
#define MII_SREVISION 0x16
#define MII_RESV1 0x17
#define MII_LBRERROR 0x18
#define MII_PHYADDR 0x19
#define MII_RESV2 0x1a
#define MII_TPISTATUS 0x1b
#define MII_NCONFIG 0x1c
#define BMCR_RESV 0x003f
#define BMCR_SPEED1000 0x0040
#define BMCR_CTST 0x0080
#define BMCR_FULLDPLX 0x0100
#define BMCR_ANRESTART 0x0200
#define BMCR_ISOLATE 0x0400
#define BMCR_PDOWN 0x0800
#define BMCR_ANENABLE 0x1000
#define BMCR_SPEED100 0x2000
#define BMCR_LOOPBACK 0x4000
#define BMCR_RESET 0x8000
#define BMSR_LSTATUS 0x0004
#define BMSR_ANEGCOMPLETE 0x0020
#define ADVERTISE_SLCT 0x001f
#define ADVERTISE_CSMA 0x0001
#define ADVERTISE_10HALF 0x0020
#define ADVERTISE_10FULL 0x0040
#define ADVERTISE_100HALF 0x0080
#define ADVERTISE_100FULL 0x0100
#define ADVERTISE_100BASE4 0x0200
#define ADVERTISE_PAUSE_CAP 0x0400
#define ADVERTISE_PAUSE_ASYM 0x0800
#define ADVERTISE_ALL (ADVERTISE_10HALF | ADVERTISE_10FULL | ADVERTISE_100HALF | ADVERTISE_100FULL)
#define ADVERTISE_1000FULL 0x0200
#define ADVERTISE_1000HALF 0x0100
#define LPA_10HALF 0x0020
#define LPA_10FULL 0x0040
#define LPA_100HALF 0x0080
#define LPA_100FULL 0x0100
#define LPA_100BASE4 0x0200
#define LPA_PAUSE_CAP 0x0400
#define LPA_PAUSE_ASYM 0x0800
#define LPA_LPACK 0x4000
#define LPA_1000FULL 0x0800
#define LPA_1000HALF 0x0400
struct mii_ioctl_data {
  __u16 phy_id;
  __u16 reg_num;
  __u16 val_in;
  __u16 val_out;
};
struct ifreq {
  char ifr_name[16];
  union {
    struct mii_ioctl_data mii;
    void *ifru_data;
  } ifr_ifru;
};
struct mii_if_info {
  int phy_id;
  int advertising;
  int phy_id_mask;
  int reg_num_mask;
  unsigned int full_duplex : 1;
  unsigned int force_media : 1;
  unsigned int supports_gmii : 1;
  struct net_device *dev;
  int (*mdio_read)(struct net_device *dev, int phy_id, int location);
  void (*mdio_write)(struct net_device *dev, int phy_id, int location, int val);
};
static inline struct mii_ioctl_data *if_mii(struct ifreq *rq) { return &rq->ifr_ifru.mii; }
static inline int mii_link_ok(struct mii_if_info *mii) {
  mii->mdio_read(mii->dev, mii->phy_id, MII_BMSR);
  return mii->mdio_read(mii->dev, mii->phy_id, MII_BMSR) & BMSR_LSTATUS;
}
static inline int mii_nway_restart(struct mii_if_info *mii) {
  int bmcr = mii->mdio_read(mii->dev, mii->phy_id, MII_BMCR);
  if (bmcr & BMCR_ANENABLE) {
    mii->mdio_write(mii->dev, mii->phy_id, MII_BMCR, bmcr | BMCR_ANRESTART);
    return 0;
  }
  return -EINVAL;
}
static inline int mii_ethtool_gset(struct mii_if_info *mii, struct ethtool_cmd *ecmd) {
  int bmcr = mii->mdio_read(mii->dev, mii->phy_id, MII_BMCR);
  int adv = mii->mdio_read(mii->dev, mii->phy_id, MII_ADVERTISE);
  ecmd->supported = __pairlock_nondet_int();
  ecmd->advertising = adv | mii->advertising;
  ecmd->port = PORT_MII;
  ecmd->transceiver = XCVR_INTERNAL;
  ecmd->phy_address = mii->phy_id;
  ecmd->autoneg = (bmcr & BMCR_ANENABLE) ? AUTONEG_ENABLE : AUTONEG_DISABLE;
  ecmd->speed = __pairlock_nondet_int();
  ecmd->duplex = mii->full_duplex ? DUPLEX_FULL : DUPLEX_HALF;
  ecmd->lp_advertising = mii->mdio_read(mii->dev, mii->phy_id, MII_LPA);
  return 0;
}
static inline int mii_ethtool_sset(struct mii_if_info *mii, struct ethtool_cmd *ecmd) {
  if (ecmd->autoneg == AUTONEG_ENABLE) {
    int adv = mii->mdio_read(mii->dev, mii->phy_id, MII_ADVERTISE);
    mii->mdio_write(mii->dev, mii->phy_id, MII_ADVERTISE, adv | ecmd->advertising);
    mii->advertising = adv;
    mii->mdio_write(mii->dev, mii->phy_id, MII_BMCR, BMCR_ANENABLE | BMCR_ANRESTART);
    mii->force_media = 0;
  } else {
    mii->mdio_write(mii->dev, mii->phy_id, MII_BMCR, __pairlock_nondet_int());
    mii->force_media = 1;
    mii->full_duplex = ecmd->duplex == DUPLEX_FULL;
  }
  return 0;
}
static inline unsigned int mii_check_media(struct mii_if_info *mii, unsigned int ok_to_print,
                                           unsigned int init_media) {
  if (mii->force_media)
    return 0;
  int lpa = mii->mdio_read(mii->dev, mii->phy_id, MII_LPA);
  unsigned int duplex = (lpa & (LPA_100FULL | LPA_10FULL)) != 0;
  if (!init_media && mii->full_duplex == duplex)
    return 0;
  mii->full_duplex = duplex;
  return 1;
}
static inline int generic_mii_ioctl(struct mii_if_info *mii, struct mii_ioctl_data *data, int cmd,
                                    unsigned int *duplex_chg_out) {
  if (duplex_chg_out)
    *duplex_chg_out = 0;
  if (cmd == 0x8947)
    data->phy_id = mii->phy_id;
  if (cmd == 0x8947 || cmd == 0x8948)
    data->val_out = mii->mdio_read(mii->dev, data->phy_id & mii->phy_id_mask,
                                   data->reg_num & mii->reg_num_mask);
  else if (cmd == 0x8949)
    mii->mdio_write(mii->dev, data->phy_id & mii->phy_id_mask, data->reg_num & mii->reg_num_mask,
                    data->val_in);
  else
    return -EOPNOTSUPP;
  return 0;
}
static inline unsigned int mii_duplex(unsigned int duplex_lock, unsigned int negotiated) {
  return duplex_lock || (negotiated & LPA_100FULL) || (negotiated & LPA_10FULL);
}
static inline unsigned int mii_nway_result(unsigned int negotiated) { return negotiated & LPA_100FULL; }
#endif
