/* pairlock stub kernel header: PS3 hypervisor calls (unmodelled: they write their out-params). */
#ifndef PAIRLOCK_ASM_LV1CALL_H
#define PAIRLOCK_ASM_LV1CALL_H
#include <linux/kernel.h>
s64 lv1_gpu_memory_allocate(u64 size, u64 a1, u64 a2, u64 a3, u64 a4, u64 *handle, u64 *lpar);
s64 lv1_gpu_memory_free(u64 handle);
s64 lv1_gpu_context_allocate(u64 mem_handle, u64 flags, u64 *ctx, u64 *ctrl, u64 *info,
                             u64 *reports, u64 *reports_size);
s64 lv1_gpu_context_free(u64 ctx);
s64 lv1_gpu_context_iomap(u64 ctx, u64 gpu_ioif, u64 xdr_lpar, u64 size, u64 flags);
s64 lv1_gpu_fb_blit(u64 ctx, u64 a1, u64 a2, u64 a3, u64 a4);
s64 lv1_gpu_context_attribute(u64 ctx, u64 op, u64 a1, u64 a2, u64 a3, u64 a4);
#endif
