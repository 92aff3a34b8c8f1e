/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_MISCDEVICE_H
#define PAIRLOCK_LINUX_MISCDEVICE_H
#include <linux/types.h>
#include <linux/kernel.h> /* as in Linux, reached transitively */
#include <linux/fs.h>
#define MISC_DYNAMIC_MINOR 255
struct device;
struct miscdevice {
  int minor;
  const char *name;
  const struct file_operations *fops;
  struct miscdevice *next;
  struct device *parent;
  struct device *this_device;
  const char *nodename;
  umode_t mode;
};
int misc_register(struct miscdevice *misc);
void misc_deregister(struct miscdevice *misc);
#endif
