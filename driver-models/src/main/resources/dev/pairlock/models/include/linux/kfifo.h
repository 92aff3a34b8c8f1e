/*
 * pairlock stub kernel header: kfifo. The fifo's bookkeeping lives in driver memory: the
 * operations read and write its fields explicitly, and copy one byte at a nondeterministic index
 * of the caller's buffer (an access anywhere in it); the _locked forms take the given spinlock
 * around the operation, exactly as the kernel does. Macros, so that different fifos are not
 * merged by the points-to analysis.
 */
#ifndef PAIRLOCK_LINUX_KFIFO_H
#define PAIRLOCK_LINUX_KFIFO_H
#include <linux/kernel.h>
struct kfifo {
  unsigned int in;
  unsigned int out;
  unsigned int mask;
  unsigned int esize;
  void *data;
};
#define DECLARE_KFIFO_PTR(fifo, type) struct kfifo fifo
/* An index in [0, n) (0 when n is 0). */
#define __pl_index(n) \
  ({ unsigned long __pl_n = (n), __pl_i = __pairlock_nondet_ulong(); \
     __pl_i < __pl_n ? __pl_i : 0UL; })
#define kfifo_alloc(fifo, size, gfp) \
  ({ struct kfifo *__pl_k = (fifo); __pl_k->in = 0; __pl_k->out = 0; \
     __pl_k->mask = (size) - 1; __pl_k->esize = 1; \
     __pl_k->data = kmalloc((size), (gfp)); __pl_k->data ? 0 : -ENOMEM; })
#define kfifo_free(fifo) \
  do { struct kfifo *__pl_k = (fifo); kfree(__pl_k->data); __pl_k->in = __pl_k->out = 0; \
       __pl_k->data = NULL; } while (0)
#define kfifo_reset(fifo) do { struct kfifo *__pl_k = (fifo); __pl_k->in = __pl_k->out = 0; } while (0)
#define kfifo_len(fifo) ({ struct kfifo *__pl_k = (fifo); __pl_k->in - __pl_k->out; })
#define kfifo_is_empty(fifo) (kfifo_len(fifo) == 0)
#define kfifo_in(fifo, buf, n) \
  ({ struct kfifo *__pl_k = (fifo); unsigned int __pl_c = (n); \
     if (__pl_c) (void)((const volatile char *)(buf))[__pl_index(__pl_c)]; \
     ((char *)__pl_k->data)[__pl_k->in & __pl_k->mask] = 0; __pl_k->in += __pl_c; __pl_c; })
#define kfifo_out(fifo, buf, n) \
  ({ struct kfifo *__pl_k = (fifo); unsigned int __pl_c = (n); \
     if (__pl_c > __pl_k->in - __pl_k->out) __pl_c = __pl_k->in - __pl_k->out; \
     if (__pl_c) ((volatile char *)(buf))[__pl_index(__pl_c)] = \
         ((char *)__pl_k->data)[__pl_k->out & __pl_k->mask]; \
     __pl_k->out += __pl_c; __pl_c; })
#define kfifo_in_locked(fifo, buf, n, lock) \
  ({ unsigned long __pl_f; spin_lock_irqsave((lock), __pl_f); \
     unsigned int __pl_r = kfifo_in((fifo), (buf), (n)); \
     spin_unlock_irqrestore((lock), __pl_f); __pl_r; })
#define kfifo_out_locked(fifo, buf, n, lock) \
  ({ unsigned long __pl_f; spin_lock_irqsave((lock), __pl_f); \
     unsigned int __pl_r = kfifo_out((fifo), (buf), (n)); \
     spin_unlock_irqrestore((lock), __pl_f); __pl_r; })
#endif
