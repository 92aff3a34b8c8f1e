/* pairlock stub kernel header: s390 CCW devices. */
#ifndef PAIRLOCK_ASM_CCWDEV_H
#define PAIRLOCK_ASM_CCWDEV_H
#include <asm/cio.h>
#include <linux/device.h>
struct ccw_device {
  spinlock_t *ccwlock;
  struct device dev;
};
#endif
