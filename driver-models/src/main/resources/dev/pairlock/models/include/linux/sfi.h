/* pairlock stub kernel header: Simple Firmware Interface tables. */
#ifndef PAIRLOCK_LINUX_SFI_H
#define PAIRLOCK_LINUX_SFI_H
#include <linux/kernel.h>
struct sfi_timer_table_entry {
  u64 phys_addr;
  u32 freq_hz;
  u32 irq;
} __packed;
struct sfi_timer_table_entry *sfi_get_mtmr(int hint);
void sfi_free_mtmr(struct sfi_timer_table_entry *mtmr);
#endif
