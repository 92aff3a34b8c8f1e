/* pairlock stub kernel header: memory mappings. */
#ifndef PAIRLOCK_LINUX_MM_H
#define PAIRLOCK_LINUX_MM_H
#include <linux/kernel.h>
#include <asm/page.h>
typedef struct { unsigned long pgprot; } pgprot_t;
struct mm_struct;
struct vm_operations_struct;
struct vm_area_struct {
  struct mm_struct *vm_mm;
  unsigned long vm_start;
  unsigned long vm_end;
  pgprot_t vm_page_prot;
  unsigned long vm_flags;
  unsigned long vm_pgoff;
  const struct vm_operations_struct *vm_ops;
  void *vm_private_data;
};
#define VM_IO 0x00004000
#define VM_RESERVED 0x00080000
#define VM_DONTEXPAND 0x00040000
#define VM_DONTDUMP 0x04000000
static inline pgprot_t pgprot_noncached(pgprot_t p) { return p; }
int remap_pfn_range(struct vm_area_struct *vma, unsigned long addr, unsigned long pfn,
                    unsigned long size, pgprot_t prot);
int io_remap_pfn_range(struct vm_area_struct *vma, unsigned long addr, unsigned long pfn,
                       unsigned long size, pgprot_t prot);
struct page *virt_to_page(const void *addr);
void *page_address(const struct page *page);
void get_page(struct page *page);
void put_page(struct page *page);
void SetPageReserved(struct page *page);
void ClearPageReserved(struct page *page);
#endif
