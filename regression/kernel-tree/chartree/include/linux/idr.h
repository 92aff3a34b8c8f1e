/*
 * A miniature of 6.1's include/linux/idr.h and xarray.h (written for the test, not kernel
 * source): an IDA is an xarray whose lock is taken by lib/idr.c's out-of-line functions; the
 * inline ida_alloc ends in ida_alloc_range. Also the /dev/mem helpers drivers/char/mem.c calls
 * (arch/x86/mm/init.c, mmap.c, ioremap.c, mm/maccess.c, security/security.c, 6.1) and x86's
 * is_uv_system (arch/x86/include/asm/uv/uv.h), and gpiolib's gpiod_count.
 */
#ifndef _KC_IDR_H
#define _KC_IDR_H
#include <linux/kc.h>
typedef unsigned long long phys_addr_t;
struct xarray {
	unsigned int xa_lock;
	unsigned int xa_flags;
	void *xa_head;
};
struct ida {
	struct xarray xa;
};
int ida_alloc_range(struct ida *ida, unsigned int min, unsigned int max, unsigned int gfp);
void ida_free(struct ida *ida, unsigned int id);
void ida_destroy(struct ida *ida);
/* xa_init_flags(&ida->xa, IDA_INIT_FLAGS): plain writes of the xarray's words */
static inline void ida_init(struct ida *ida)
{
	ida->xa.xa_lock = 0;
	ida->xa.xa_flags = 4;
	ida->xa.xa_head = (void *)0;
}
static inline int ida_alloc(struct ida *ida, unsigned int gfp)
{
	return ida_alloc_range(ida, 0, ~0, gfp);
}

int devmem_is_allowed(unsigned long pagenr);
int valid_phys_addr_range(phys_addr_t addr, size_t count);
void *xlate_dev_mem_ptr(phys_addr_t phys);
void unxlate_dev_mem_ptr(phys_addr_t phys, void *addr);
long copy_from_kernel_nofault(void *dst, const void *src, size_t size);
int security_locked_down(int what);
int is_uv_system(void);
/* drivers/gpio/gpiolib.c (6.1) */
struct device;
int gpiod_count(struct device *dev, const char *con_id);
#endif
