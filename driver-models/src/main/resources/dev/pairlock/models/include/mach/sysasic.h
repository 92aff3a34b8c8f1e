/* pairlock stub kernel header: Dreamcast system ASIC events. */
#ifndef PAIRLOCK_MACH_SYSASIC_H
#define PAIRLOCK_MACH_SYSASIC_H
#define HW_EVENT_IRQ_BASE 48
#define HW_EVENT_GDROM_DMA (HW_EVENT_IRQ_BASE + 15)
#define HW_EVENT_GDROM_CMD (HW_EVENT_IRQ_BASE + 32)
#endif
