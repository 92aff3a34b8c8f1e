/*
 * nic: a driver of the MII library's shape (8139too, r8169 in 6.1). Its MII callbacks read and
 * write device registers with ioread32/iowrite32 and count the PHY reads in `card`; the library
 * (drivers/net/mii.c, out-of-line, not in the compile database) calls them back in place, inside
 * mii_check_media (the timer, under the lock), mii_link_ok (read, under the lock) and
 * generic_mii_ioctl (write, without it). The I/O mapping and `card` are passed to one pointer
 * parameter (nic_mapped), so the points-to analysis merges them, as it merged 8139too's. Real
 * races: phy_reads between write and the timer, read, and write itself; ioaddr between init and
 * the file operations (no registration orders them). Before session 20 every ioread32/iowrite32
 * was reported as handing nic_mdio_read and nic_mdio_write to the kernel (callback-not-entry: a
 * function modelled without callbacks is handed ...) and the MII functions were external calls
 * without a model (extern-call): "0 of 8 entry-point pairs race-free, 1 racy region, 8
 * unverified".
 */
#include <linux/nt.h>

static spinlock_t lock;
static struct nic {
	void __iomem *ioaddr;
	struct mii_if_info mii;
	long phy_reads;
} card;
static struct timer_list media_timer;

static int nic_mdio_read(struct net_device *dev, int phy_id, int location)
{
	card.phy_reads++;
	return ioread32(card.ioaddr + 0x10);
}

static void nic_mdio_write(struct net_device *dev, int phy_id, int location, int val)
{
	iowrite32(val, card.ioaddr + 0x14);
}

static void nic_timer(struct timer_list *t)
{
	spin_lock(&lock);
	mii_check_media(&card.mii, 1, 0);
	spin_unlock(&lock);
	mod_timer(t, 10);
}

static ssize_t nic_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	int up;

	spin_lock(&lock);
	up = mii_link_ok(&card.mii);
	spin_unlock(&lock);
	return up;
}

static ssize_t nic_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	struct mii_ioctl_data d = { .phy_id = 1, .reg_num = 5 };

	generic_mii_ioctl(&card.mii, &d, 0x8948, 0);
	return d.val_out;
}

static const struct file_operations nic_fops = {
	.read = nic_read,
	.write = nic_write,
};

static int nic_mapped(const void *p)
{
	return p != 0;
}

static int __init nic_init(void)
{
	card.ioaddr = pci_iomap(0, 0, 0);
	if (!nic_mapped(card.ioaddr) || !nic_mapped(&card))
		return -1;
	card.mii.mdio_read = nic_mdio_read;
	card.mii.mdio_write = nic_mdio_write;
	timer_setup(&media_timer, nic_timer, 0);
	mod_timer(&media_timer, 10);
	return 0;
}

module_init(nic_init);
