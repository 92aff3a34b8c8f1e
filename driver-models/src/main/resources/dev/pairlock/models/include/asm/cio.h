/* pairlock stub kernel header: s390 channel I/O structures. */
#ifndef PAIRLOCK_ASM_CIO_H
#define PAIRLOCK_ASM_CIO_H
#include <linux/kernel.h>
struct ccw1 {
  __u8 cmd_code;
  __u8 flags;
  __u16 count;
  __u32 cda;
} __attribute__((packed, aligned(8)));
#define CCW_FLAG_DC 0x80
#define CCW_FLAG_CC 0x40
#define CCW_FLAG_SLI 0x20
#define CCW_FLAG_SKIP 0x10
#define CCW_FLAG_PCI 0x08
#define CCW_FLAG_IDA 0x04
#define CCW_FLAG_SUSPEND 0x02
struct cmd_scsw {
  __u32 key : 4;
  __u32 sctl : 1;
  __u32 eswf : 1;
  __u32 cc : 2;
  __u32 fmt : 1;
  __u32 pfch : 1;
  __u32 isic : 1;
  __u32 alcc : 1;
  __u32 ssi : 1;
  __u32 zcc : 1;
  __u32 ectl : 1;
  __u32 pno : 1;
  __u32 suspend : 1;
  __u32 fctl : 3;
  __u32 actl : 7;
  __u32 stctl : 5;
  __u32 cpa;
  __u32 dstat : 8;
  __u32 cstat : 8;
  __u32 count : 16;
} __attribute__((packed));
union scsw {
  struct cmd_scsw cmd;
};
struct irb {
  union scsw scsw;
  __u8 esw[20];
  __u8 ecw[32];
} __attribute__((packed, aligned(4)));
#define DEV_STAT_ATTENTION 0x80
#define DEV_STAT_STATMOD 0x40
#define DEV_STAT_CU_END 0x20
#define DEV_STAT_BUSY 0x10
#define DEV_STAT_CHN_END 0x08
#define DEV_STAT_DEV_END 0x04
#define DEV_STAT_UNIT_CHECK 0x02
#define DEV_STAT_UNIT_EXCEP 0x01
#endif
