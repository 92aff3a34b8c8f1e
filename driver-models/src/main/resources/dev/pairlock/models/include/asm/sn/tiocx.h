/* pairlock stub kernel header: SGI TIO CX corelet bus (cx_drv: probe/remove entry points). */
#ifndef PAIRLOCK_ASM_SN_TIOCX_H
#define PAIRLOCK_ASM_SN_TIOCX_H
#include <linux/device.h>
#include <asm/sn/intr.h>
struct cx_id_s {
  unsigned int part_num;
  unsigned int mfg_num;
  int nasid;
};
struct cx_dev {
  struct cx_id_s cx_id;
  int bt;
  void *soft;
  struct hubdev_info *hubdev;
  struct device dev;
  struct cx_drv *driver;
};
struct cx_device_id {
  unsigned int part_num;
  unsigned int mfg_num;
};
struct cx_drv {
  char *name;
  const struct cx_device_id *id_table;
  struct device_driver driver;
  int (*probe)(struct cx_dev *dev, const struct cx_device_id *id);
  int (*remove)(struct cx_dev *dev);
};
#define TIOCX_CORELET 3
#define to_cx_dev(n) container_of(n, struct cx_dev, dev)
#define to_cx_driver(drv) container_of(drv, struct cx_drv, driver)
int cx_driver_register(struct cx_drv *drv);
int cx_driver_unregister(struct cx_drv *drv);
struct sn_irq_info *tiocx_irq_alloc(int nasid, int widget, int irq, int nasid2, int slice);
void tiocx_irq_free(struct sn_irq_info *irq_info);
u64 tiocx_dma_addr(u64 addr);
u64 tiocx_swin_base(int nasid);
#endif
