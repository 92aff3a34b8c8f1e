/* pairlock stub kernel header: Cell IOMMU page-table flags. */
#ifndef PAIRLOCK_ASM_CELL_REGS_H
#define PAIRLOCK_ASM_CELL_REGS_H
#define CBE_IOPTE_PP_W 0x8000000000000000ul
#define CBE_IOPTE_PP_R 0x4000000000000000ul
#define CBE_IOPTE_M 0x2000000000000000ul
#endif
