/* pairlock stub kernel header. */
#ifndef PAIRLOCK_ASM_PAGE_H
#define PAIRLOCK_ASM_PAGE_H
#define PAGE_SHIFT 12
#define PAGE_SIZE (1UL << PAGE_SHIFT)
#define PAGE_MASK (~(PAGE_SIZE - 1))
#define PAGE_ALIGN(addr) (((addr) + PAGE_SIZE - 1) & PAGE_MASK)
#endif
