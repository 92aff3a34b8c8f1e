/* pairlock stub kernel header: s390 indirect data address lists. */
#ifndef PAIRLOCK_ASM_IDALS_H
#define PAIRLOCK_ASM_IDALS_H
#include <asm/cio.h>
#include <linux/err.h>
struct idal_buffer {
  size_t size;
  size_t page_order;
  void *data[];
};
struct idal_buffer *idal_buffer_alloc(size_t size, int page_order);
void idal_buffer_free(struct idal_buffer *ib);
size_t idal_buffer_to_user(struct idal_buffer *ib, void __user *to, size_t count);
size_t idal_buffer_from_user(struct idal_buffer *ib, const void __user *from, size_t count);
#endif
