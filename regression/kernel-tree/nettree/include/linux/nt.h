/*
 * A miniature of 6.1's network-driver API shapes, written for the test (not kernel source): the
 * MII library (drivers/net/mii.c) is out-of-line code that calls the driver's mdio_read and
 * mdio_write through the struct mii_if_info it is given; device registers are read and written
 * through the out-of-line ioread32/iowrite32 on an address pci_iomap returned.
 */
#include <generated/autoconf.h>
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef unsigned int u32;
typedef struct raw_spinlock { unsigned int slock; } raw_spinlock_t;
typedef struct spinlock { struct raw_spinlock rlock; } spinlock_t;
void _raw_spin_lock(raw_spinlock_t *lock);
void _raw_spin_unlock(raw_spinlock_t *lock);
static __always_inline void spin_lock(spinlock_t *lock) { _raw_spin_lock(&lock->rlock); }
static __always_inline void spin_unlock(spinlock_t *lock) { _raw_spin_unlock(&lock->rlock); }

struct lock_class_key { int k; };
struct timer_list {
	unsigned long expires;
	void (*function)(struct timer_list *);
	unsigned int flags;
};
void init_timer_key(struct timer_list *timer, void (*func)(struct timer_list *),
		    unsigned int flags, const char *name, struct lock_class_key *key);
#define timer_setup(timer, callback, flags) \
	do { static struct lock_class_key __key; \
	     init_timer_key((timer), (callback), (flags), #timer, &__key); } while (0)
int mod_timer(struct timer_list *timer, unsigned long expires);

#define __iomem
struct pci_dev;
void __iomem *pci_iomap(struct pci_dev *dev, int bar, unsigned long max);
unsigned int ioread32(const void __iomem *addr);
void iowrite32(u32 val, void __iomem *addr);

struct net_device {
	char name[16];
	unsigned long state;
	int ifindex;
};
static inline void *netdev_priv(const struct net_device *dev)
{
	return (char *)dev + ((sizeof(struct net_device) + 31) & ~31UL);
}
struct net_device *alloc_etherdev_mqs(int sizeof_priv, unsigned int txqs, unsigned int rxqs);
struct net_device *alloc_candev_mqs(int sizeof_priv, unsigned int txqs, unsigned int rxqs);
int _printk(const char *fmt, ...);
struct sk_buff;
struct net_device_ops {
	int (*ndo_open)(struct net_device *dev);
	int (*ndo_stop)(struct net_device *dev);
	int (*ndo_start_xmit)(struct sk_buff *skb, struct net_device *dev);
};
int register_netdev(struct net_device *dev);
void dev_addr_mod(struct net_device *dev, unsigned int offset, const void *addr, size_t len);
void rtnl_lock(void);
void rtnl_unlock(void);
struct mii_if_info {
	int phy_id;
	int advertising;
	unsigned int full_duplex : 1;
	unsigned int force_media : 1;
	struct net_device *dev;
	int (*mdio_read)(struct net_device *dev, int phy_id, int location);
	void (*mdio_write)(struct net_device *dev, int phy_id, int location, int val);
};
struct ethtool_link_ksettings {
	struct { unsigned int speed; unsigned char duplex; } base;
	struct {
		unsigned long supported[2];
		unsigned long advertising[2];
		unsigned long lp_advertising[2];
	} link_modes;
};
struct ethtool_ops {
	int (*get_link_ksettings)(struct net_device *, struct ethtool_link_ksettings *);
	int (*set_link_ksettings)(struct net_device *, const struct ethtool_link_ksettings *);
};
void ethtool_convert_legacy_u32_to_link_mode(unsigned long *dst, u32 legacy_u32);
_Bool ethtool_convert_link_mode_to_legacy_u32(u32 *legacy_u32, const unsigned long *src);
void mii_ethtool_get_link_ksettings(struct mii_if_info *mii, struct ethtool_link_ksettings *cmd);
int mii_ethtool_set_link_ksettings(struct mii_if_info *mii, const struct ethtool_link_ksettings *cmd);
struct mii_ioctl_data { unsigned short phy_id, reg_num, val_in, val_out; };
int mii_link_ok(struct mii_if_info *mii);
unsigned int mii_check_media(struct mii_if_info *mii, unsigned int ok_to_print,
			     unsigned int init_media);
int generic_mii_ioctl(struct mii_if_info *mii_if, struct mii_ioctl_data *mii_data, int cmd,
		      unsigned int *duplex_chg_out);
#define EXPORT_SYMBOL(sym) \
	static void *__ksymtab_##sym __attribute__((used)) = (void *)&sym

struct file { void *private_data; };
struct file_operations {
	ssize_t (*read)(struct file *, char __user *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char __user *, size_t, loff_t *);
};
#define module_init(fn) int init_module(void) __attribute__((alias(#fn)));
