/*
 * pairlock stub kernel header: kfifo. The fifo's bookkeeping lives in driver memory: every
 * operation reads and/or writes the struct kfifo (effects in functions.xml); the _locked forms take
 * the given spinlock around it, exactly as the kernel does.
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
int __pairlock_kfifo_alloc(struct kfifo *fifo, unsigned int size, gfp_t gfp);
void __pairlock_kfifo_free(struct kfifo *fifo);
void __pairlock_kfifo_reset(struct kfifo *fifo);
unsigned int __pairlock_kfifo_in(struct kfifo *fifo, const void *buf, unsigned int n);
unsigned int __pairlock_kfifo_out(struct kfifo *fifo, void *buf, unsigned int n);
unsigned int __pairlock_kfifo_len(struct kfifo *fifo);
#define DECLARE_KFIFO_PTR(fifo, type) struct kfifo fifo
#define kfifo_alloc(fifo, size, gfp) __pairlock_kfifo_alloc((fifo), (size), (gfp))
#define kfifo_free(fifo) __pairlock_kfifo_free(fifo)
#define kfifo_reset(fifo) __pairlock_kfifo_reset(fifo)
#define kfifo_len(fifo) __pairlock_kfifo_len(fifo)
#define kfifo_is_empty(fifo) (__pairlock_kfifo_len(fifo) == 0)
#define kfifo_in(fifo, buf, n) __pairlock_kfifo_in((fifo), (buf), (n))
#define kfifo_out(fifo, buf, n) __pairlock_kfifo_out((fifo), (buf), (n))
#define kfifo_in_locked(fifo, buf, n, lock) \
  ({ unsigned long __pl_f; spin_lock_irqsave((lock), __pl_f); \
     unsigned int __pl_r = __pairlock_kfifo_in((fifo), (buf), (n)); \
     spin_unlock_irqrestore((lock), __pl_f); __pl_r; })
#define kfifo_out_locked(fifo, buf, n, lock) \
  ({ unsigned long __pl_f; spin_lock_irqsave((lock), __pl_f); \
     unsigned int __pl_r = __pairlock_kfifo_out((fifo), (buf), (n)); \
     spin_unlock_irqrestore((lock), __pl_f); __pl_r; })
#endif
