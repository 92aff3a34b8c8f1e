/* The other file of pseudo_locks_safe: the same pseudo-locks, taken here. */
#include <linux/bitops.h>
#include <linux/netdevice.h>
#include <linux/rtnetlink.h>

extern int config;
extern int tx_count;
extern unsigned long flags;

void helper_config(int v) {
  rtnl_lock();
  config = v;
  rtnl_unlock();
}

void helper_tx(void) {
  netif_tx_lock(NULL);
  tx_count = 0;
  netif_tx_unlock(NULL);
}

void helper_flag(void) { clear_bit(1, &flags); }
