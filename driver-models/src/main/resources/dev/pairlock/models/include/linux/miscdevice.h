/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_MISCDEVICE_H
#define PAIRLOCK_LINUX_MISCDEVICE_H
#include <linux/types.h>
#include <linux/kernel.h> /* as in Linux, reached transitively */
#include <linux/fs.h>
#include <linux/major.h>
#define PSMOUSE_MINOR 1
#define WATCHDOG_MINOR 130
#define TEMP_MINOR 131
#define RTC_MINOR 135
#define EFI_RTC_MINOR 136
#define NVRAM_MINOR 144
#define SGI_MMTIMER 153
#define HPET_MINOR 228
#define MISC_DYNAMIC_MINOR 255
struct device;
struct attribute_group;
struct miscdevice {
  int minor;
  const char *name;
  const struct file_operations *fops;
  struct list_head list;
  struct device *parent;
  struct device *this_device;
  const struct attribute_group **groups;
  const char *nodename;
  umode_t mode;
};
int misc_register(struct miscdevice *misc);
int misc_deregister(struct miscdevice *misc);
#endif
