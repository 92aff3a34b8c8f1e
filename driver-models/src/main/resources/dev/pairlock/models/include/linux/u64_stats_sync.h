/*
 * pairlock stub kernel header: 64-bit statistics. The seqcount protocol makes readers retry, but
 * it does not order accesses for the lockset analysis: begin/end/fetch are no-ops here, so a
 * statistics read concurrent with a write is reported (the kernel tolerates it by retrying).
 */
#ifndef PAIRLOCK_LINUX_U64_STATS_SYNC_H
#define PAIRLOCK_LINUX_U64_STATS_SYNC_H
#include <linux/kernel.h>
struct u64_stats_sync {
  unsigned int __pairlock_state;
};
#define u64_stats_init(s) do { } while (0)
#define u64_stats_update_begin(s) do { } while (0)
#define u64_stats_update_end(s) do { } while (0)
#define u64_stats_fetch_begin(s) 0U
#define u64_stats_fetch_retry(s, st) (__pairlock_nondet_int() != 0)
#define u64_stats_fetch_begin_irq(s) 0U
#define u64_stats_fetch_retry_irq(s, st) (__pairlock_nondet_int() != 0)
#define u64_stats_fetch_begin_bh(s) 0U
#define u64_stats_fetch_retry_bh(s, st) (__pairlock_nondet_int() != 0)
#endif
