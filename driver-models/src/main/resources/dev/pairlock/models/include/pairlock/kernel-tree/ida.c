/*
 * Kernel-tree mode (Linux 6.1): C models of the IDA's out-of-line functions (lib/idr.c;
 * functions.xml <library model=...>), compiled with the tree's <linux/idr.h> and linked into a
 * driver that calls them.
 *
 * ida_alloc_range, ida_free and ida_destroy change the IDA's xarray only under its own lock,
 * xas_lock_irqsave(&xas, flags) / xa_lock_irqsave(&ida->xa, flags), that is ida->xa.xa_lock:
 * here that lock (__pairlock_xa_lock, locks.xml) around a write of the whole struct ida, of the
 * tree's own size. So two IDA calls on one IDA never race with each other (both hold its lock),
 * while a plain access to any word of it (ida_init's inline writes of xa_flags and xa_head, a
 * memset or kfree of the struct holding it) races with them. The ids they return and take are
 * numbers (the kernel's bitmaps live in nodes the xarray allocates). Session 23 first modelled
 * them as an atomic of the IDA's first 8 bytes, which under allmodconfig (lockdep: struct ida is
 * 88 bytes, xa_head at 80) missed the conflict with ida_init's writes.
 */
#include <linux/idr.h>

/* gfp as unsigned int: gfp_t is a typedef of it (include/linux/types.h) */

extern int __pairlock_nondet_int(void);
extern void __pairlock_xa_lock(struct xarray *xa);
extern void __pairlock_xa_unlock(struct xarray *xa);
/* writes size bytes from p (functions.xml effect) */
extern void __pairlock_ida_change(void *p, unsigned long size);

int ida_alloc_range(struct ida *ida, unsigned int min, unsigned int max, unsigned int gfp)
{
	__pairlock_xa_lock(&ida->xa);
	__pairlock_ida_change(ida, sizeof(*ida));
	__pairlock_xa_unlock(&ida->xa);
	return __pairlock_nondet_int();
}

void ida_free(struct ida *ida, unsigned int id)
{
	__pairlock_xa_lock(&ida->xa);
	__pairlock_ida_change(ida, sizeof(*ida));
	__pairlock_xa_unlock(&ida->xa);
}

void ida_destroy(struct ida *ida)
{
	__pairlock_xa_lock(&ida->xa);
	__pairlock_ida_change(ida, sizeof(*ida));
	__pairlock_xa_unlock(&ida->xa);
}
