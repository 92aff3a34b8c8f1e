/* pairlock stub kernel header: I/O resources. Reserving a region has no driver-visible effect. */
#ifndef PAIRLOCK_LINUX_IOPORT_H
#define PAIRLOCK_LINUX_IOPORT_H
#include <pairlock/verifier.h>
#include <linux/types.h>
struct resource {
  resource_size_t start;
  resource_size_t end;
  const char *name;
  unsigned long flags;
  struct resource *parent, *sibling, *child;
};
#define IORESOURCE_IO 0x00000100
#define IORESOURCE_MEM 0x00000200
#define IORESOURCE_IRQ 0x00000400
#define IORESOURCE_DMA 0x00000800
#define IORESOURCE_BUSY 0x80000000
#define DEFINE_RES_MEM(s, n) { .start = (s), .end = (s) + (n) - 1, .flags = IORESOURCE_MEM }
static inline resource_size_t resource_size(const struct resource *r) { return r->end - r->start + 1; }
#define request_region(s, n, name) __pairlock_request_region((s), (n), (name))
#define request_mem_region(s, n, name) __pairlock_request_region((s), (n), (name))
#define request_muxed_region(s, n, name) __pairlock_request_region((s), (n), (name))
void release_region(resource_size_t start, resource_size_t n);
void release_mem_region(resource_size_t start, resource_size_t n);
#endif
