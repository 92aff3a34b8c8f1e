/*
 * pairlock stub kernel header: PS3 hypervisor calls. The hypervisor touches no driver memory but
 * the out-parameters it writes (handles, logical partition addresses): nondeterministic values.
 */
#ifndef PAIRLOCK_ASM_LV1CALL_H
#define PAIRLOCK_ASM_LV1CALL_H
#include <linux/kernel.h>
#include <pairlock/verifier.h>
static inline s64 lv1_gpu_memory_allocate(u64 size, u64 a1, u64 a2, u64 a3, u64 a4, u64 *handle,
                                          u64 *lpar) {
  *handle = __pairlock_nondet_u64();
  *lpar = __pairlock_nondet_u64();
  return __pairlock_nondet_long();
}
static inline s64 lv1_gpu_memory_free(u64 handle) { return __pairlock_nondet_long(); }
static inline s64 lv1_gpu_context_allocate(u64 mem_handle, u64 flags, u64 *ctx, u64 *ctrl,
                                           u64 *info, u64 *reports, u64 *reports_size) {
  *ctx = __pairlock_nondet_u64();
  *ctrl = __pairlock_nondet_u64();
  *info = __pairlock_nondet_u64();
  *reports = __pairlock_nondet_u64();
  *reports_size = __pairlock_nondet_u64();
  return __pairlock_nondet_long();
}
static inline s64 lv1_gpu_context_free(u64 ctx) { return __pairlock_nondet_long(); }
static inline s64 lv1_gpu_context_iomap(u64 ctx, u64 gpu_ioif, u64 xdr_lpar, u64 size,
                                        u64 flags) {
  return __pairlock_nondet_long();
}
static inline s64 lv1_gpu_fb_blit(u64 ctx, u64 a1, u64 a2, u64 a3, u64 a4) {
  return __pairlock_nondet_long();
}
static inline s64 lv1_gpu_context_attribute(u64 ctx, u64 op, u64 a1, u64 a2, u64 a3, u64 a4) {
  return __pairlock_nondet_long();
}
#endif
