/*
 * pairlock verifier intrinsics: the only functions the C models in these headers call besides
 * other kernel functions. Each is modelled in functions.xml (a fresh value, no effect on driver
 * memory; the callback hand-overs are reported). Nothing else in the headers is special to the
 * verifier.
 */
#ifndef PAIRLOCK_VERIFIER_H
#define PAIRLOCK_VERIFIER_H
int __pairlock_nondet_int(void);
long __pairlock_nondet_long(void);
unsigned long __pairlock_nondet_ulong(void);
unsigned long long __pairlock_nondet_u64(void);
/*
 * The driver hands function fn to the kernel, which will call it later in a context of its own:
 * a timer, a work item, a tasklet, a URB completion, a block request queue. Such callbacks are not
 * entry points of the pair analysis (as in WHOOP), so each hand-over is reported (a warning);
 * no effect on driver memory.
 */
void __pairlock_timer_callback(const void *fn);
void __pairlock_work_callback(const void *fn);
void __pairlock_tasklet_callback(const void *fn);
void __pairlock_urb_callback(const void *fn);
void __pairlock_request_fn_callback(const void *fn);
#endif
