/* pairlock stub kernel header: character devices. cdev_add registers the fops table. */
#ifndef PAIRLOCK_LINUX_CDEV_H
#define PAIRLOCK_LINUX_CDEV_H
#include <linux/fs.h>
#include <linux/device.h>
struct cdev {
  struct kobject kobj;
  struct module *owner;
  const struct file_operations *ops;
  dev_t dev;
  unsigned int count;
};
static inline void cdev_init(struct cdev *c, const struct file_operations *fops) { c->ops = fops; }
int cdev_add(struct cdev *c, dev_t dev, unsigned count);
void cdev_del(struct cdev *c);
struct cdev *cdev_alloc(void);
#endif
