/* pairlock stub kernel header: SGI SN interrupt descriptors. */
#ifndef PAIRLOCK_ASM_SN_INTR_H
#define PAIRLOCK_ASM_SN_INTR_H
#include <linux/kernel.h>
struct sn_irq_info {
  struct sn_irq_info *irq_next;
  short irq_nasid;
  int irq_slice;
  int irq_cpuid;
  int irq_irq;
  int irq_int_bit;
  u64 irq_xtalkaddr;
  int irq_bridge_type;
  void *irq_bridge;
  u64 irq_xtalkaddr2;
};
#endif
