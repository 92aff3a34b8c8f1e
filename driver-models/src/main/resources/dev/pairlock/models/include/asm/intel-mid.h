/* pairlock stub kernel header: Intel MID platform. */
#ifndef PAIRLOCK_ASM_INTEL_MID_H
#define PAIRLOCK_ASM_INTEL_MID_H
#include <linux/kernel.h>
enum intel_mid_cpu_type { INTEL_MID_CPU_CHIP_LINCROFT = 1, INTEL_MID_CPU_CHIP_PENWELL,
                          INTEL_MID_CPU_CHIP_CLOVERVIEW, INTEL_MID_CPU_CHIP_TANGIER };
static inline enum intel_mid_cpu_type intel_mid_identify_cpu(void) {
  return (enum intel_mid_cpu_type)__pairlock_nondet_int();
}
#endif
