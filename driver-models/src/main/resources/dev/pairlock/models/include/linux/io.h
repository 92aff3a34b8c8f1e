/*
 * pairlock stub kernel header: I/O accessors. Device registers and I/O ports are not kernel
 * memory shared between entry points in this model (as in WHOOP): reads return fresh values,
 * writes have no effect on driver memory. Copies between I/O and kernel memory touch the kernel
 * side (functions.xml effects). ioremap returns a fresh object.
 */
#ifndef PAIRLOCK_LINUX_IO_H
#define PAIRLOCK_LINUX_IO_H
#include <linux/types.h>
#include <pairlock/verifier.h>
#define __PL_RD(name, t, addrt) t name(addrt addr);
#define __PL_WR(name, t, addrt) void name(t v, addrt addr);
__PL_RD(readb, u8, const volatile void __iomem *)
__PL_RD(readw, u16, const volatile void __iomem *)
__PL_RD(readl, u32, const volatile void __iomem *)
__PL_RD(readq, u64, const volatile void __iomem *)
__PL_RD(readb_relaxed, u8, const volatile void __iomem *)
__PL_RD(readl_relaxed, u32, const volatile void __iomem *)
__PL_RD(ioread8, unsigned int, void __iomem *)
__PL_RD(ioread16, unsigned int, void __iomem *)
__PL_RD(ioread32, unsigned int, void __iomem *)
__PL_RD(in_8, u8, const volatile u8 __iomem *)
__PL_RD(in_be16, u16, const volatile u16 __iomem *)
__PL_RD(in_be32, u32, const volatile u32 __iomem *)
__PL_RD(in_le16, u16, const volatile u16 __iomem *)
__PL_RD(in_le32, u32, const volatile u32 __iomem *)
__PL_WR(writeb, u8, volatile void __iomem *)
__PL_WR(writew, u16, volatile void __iomem *)
__PL_WR(writel, u32, volatile void __iomem *)
__PL_WR(writeq, u64, volatile void __iomem *)
__PL_WR(writel_relaxed, u32, volatile void __iomem *)
__PL_WR(iowrite8, u8, void __iomem *)
__PL_WR(iowrite16, u16, void __iomem *)
__PL_WR(iowrite32, u32, void __iomem *)
void out_8(volatile u8 __iomem *addr, u8 v);
void out_be16(volatile u16 __iomem *addr, u16 v);
void out_be32(volatile u32 __iomem *addr, u32 v);
void out_le16(volatile u16 __iomem *addr, u16 v);
void out_le32(volatile u32 __iomem *addr, u32 v);
__PL_RD(inb, u8, unsigned long)
__PL_RD(inw, u16, unsigned long)
__PL_RD(inl, u32, unsigned long)
__PL_RD(inb_p, u8, unsigned long)
__PL_RD(inw_p, u16, unsigned long)
__PL_RD(inl_p, u32, unsigned long)
__PL_WR(outb, u8, unsigned long)
__PL_WR(outw, u16, unsigned long)
__PL_WR(outl, u32, unsigned long)
__PL_WR(outb_p, u8, unsigned long)
__PL_WR(outw_p, u16, unsigned long)
__PL_WR(outl_p, u32, unsigned long)
/* Some architectures (SH) pass raw register addresses as integers. */
#define __raw_readb(a) __pairlock_raw_readb((const volatile void __iomem *)(unsigned long)(a))
#define __raw_readw(a) __pairlock_raw_readw((const volatile void __iomem *)(unsigned long)(a))
#define __raw_readl(a) __pairlock_raw_readl((const volatile void __iomem *)(unsigned long)(a))
#define __raw_writeb(v, a) __pairlock_raw_writeb((v), (volatile void __iomem *)(unsigned long)(a))
#define __raw_writew(v, a) __pairlock_raw_writew((v), (volatile void __iomem *)(unsigned long)(a))
#define __raw_writel(v, a) __pairlock_raw_writel((v), (volatile void __iomem *)(unsigned long)(a))
void insb(unsigned long port, void *buf, unsigned long count);
void insw(unsigned long port, void *buf, unsigned long count);
void insl(unsigned long port, void *buf, unsigned long count);
void outsb(unsigned long port, const void *buf, unsigned long count);
void outsw(unsigned long port, const void *buf, unsigned long count);
void outsl(unsigned long port, const void *buf, unsigned long count);
void memcpy_fromio(void *dst, const volatile void __iomem *src, size_t n);
void memcpy_toio(volatile void __iomem *dst, const void *src, size_t n);
void memset_io(volatile void __iomem *dst, int c, size_t n);
void __iomem *ioremap(phys_addr_t offset, unsigned long size);
void __iomem *ioremap_nocache(phys_addr_t offset, unsigned long size);
void __iomem *ioremap_wc(phys_addr_t offset, unsigned long size);
void iounmap(volatile void __iomem *addr);
void __iomem *ioport_map(unsigned long port, unsigned int nr);
void ioport_unmap(void __iomem *p);
static inline unsigned long virt_to_phys(volatile void *a) { return (unsigned long)a; }
static inline void *phys_to_virt(unsigned long a) { return (void *)a; }
#define __pa(x) ((unsigned long)(x))
#define __va(x) ((void *)(unsigned long)(x))
#define virt_to_bus virt_to_phys
#endif
