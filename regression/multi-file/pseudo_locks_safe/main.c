/*
 * The kernel's pseudo-locks (RTNL, the TX lock, the atomic section of atomic bit operations) are
 * one lock per driver, whichever of its files takes them: each access below is protected by the
 * same pseudo-lock as its partner in helpers.c.
 */
#include <linux/bitops.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/rtnetlink.h>

int config;
int tx_count;
unsigned long flags;

void helper_config(int v);
void helper_tx(void);
void helper_flag(void);

static ssize_t pl_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v;
  rtnl_lock();
  v = config;
  rtnl_unlock();
  netif_tx_lock(NULL);
  tx_count++;
  netif_tx_unlock(NULL);
  set_bit(1, &flags);
  return v;
}

static ssize_t pl_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  helper_config((int)n);
  helper_tx();
  helper_flag();
  return n;
}

static const struct file_operations pl_fops = {
    .owner = THIS_MODULE,
    .read = pl_read,
    .write = pl_write,
};

static struct miscdevice pl_dev = {
    .minor = MISC_DYNAMIC_MINOR,
    .name = "pl",
    .fops = &pl_fops,
};

static int __init pl_init(void) { return misc_register(&pl_dev); }

static void __exit pl_exit(void) { misc_deregister(&pl_dev); }

module_init(pl_init);
module_exit(pl_exit);
