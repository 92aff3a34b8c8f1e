/* pairlock stub kernel header: tty drivers. */
#ifndef PAIRLOCK_LINUX_TTY_DRIVER_H
#define PAIRLOCK_LINUX_TTY_DRIVER_H
#include <linux/kernel.h>
struct tty_struct;
struct tty_driver {
  int magic;
  const char *driver_name;
  const char *name;
  int name_base;
  int major;
  int minor_start;
  unsigned int num;
  short type;
  short subtype;
};
#endif
