/*
 * pairlock stub kernel header: the driver model. Driver data pointers are fields (the kernel keeps
 * them in the device), accessed through macros so that unrelated devices are not merged by the
 * context-insensitive points-to analysis.
 */
#ifndef PAIRLOCK_LINUX_DEVICE_H
#define PAIRLOCK_LINUX_DEVICE_H
#include <linux/kernel.h>
#include <linux/pm.h>
#include <linux/ioport.h>
struct module;
struct device_node;
struct kobject {
  const char *name;
  int __pairlock_state;
};
struct bus_type {
  const char *name;
};
struct class;
struct device_driver {
  const char *name;
  struct bus_type *bus;
  struct module *owner;
  const struct dev_pm_ops *pm;
  int (*probe)(struct device *dev);
  int (*remove)(struct device *dev);
  void (*shutdown)(struct device *dev);
};
struct device {
  struct device *parent;
  struct kobject kobj;
  const char *init_name;
  struct bus_type *bus;
  struct device_driver *driver;
  void *platform_data;
  void *driver_data;
  struct dev_pm_info power;
  u64 *dma_mask;
  u64 coherent_dma_mask;
  struct device_node *of_node;
  dev_t devt;
  struct class *class;
  void (*release)(struct device *dev);
};
struct device_attribute {
  struct {
    const char *name;
    umode_t mode;
  } attr;
  ssize_t (*show)(struct device *dev, struct device_attribute *attr, char *buf);
  ssize_t (*store)(struct device *dev, struct device_attribute *attr, const char *buf, size_t n);
};
struct attribute_group;
#define DEVICE_ATTR(_name, _mode, _show, _store) \
  struct device_attribute dev_attr_##_name = { { #_name, _mode }, _show, _store }
#define dev_get_drvdata(d) ((d)->driver_data)
#define dev_set_drvdata(d, p) ((d)->driver_data = (void *)(p))
#define dev_get_platdata(d) ((d)->platform_data)
const char *dev_name(const struct device *dev);
int device_create_file(struct device *dev, const struct device_attribute *attr);
/* device_create_file: sysfs calls attr->show(dev, attr, buf) on each read of the file and
 * attr->store(dev, attr, buf, n) on each write, from here on (functions.xml: sysfs_show,
 * sysfs_store) */
#include <pairlock/verifier.h>
#define device_create_file(dev, attr)                                                         \
  ({                                                                                          \
    __pairlock_sysfs_attr_callback((const void *)(dev), (const void *)(attr));                \
    device_create_file(dev, attr);                                                            \
  })
void device_remove_file(struct device *dev, const struct device_attribute *attr);
struct device *device_create(struct class *cls, struct device *parent, dev_t devt, void *drvdata,
                             const char *fmt, ...);
void device_destroy(struct class *cls, dev_t devt);
int device_set_wakeup_enable(struct device *dev, bool enable);
int device_init_wakeup(struct device *dev, bool val);
bool device_may_wakeup(struct device *dev);
bool device_can_wakeup(struct device *dev);
int dev_to_node(struct device *dev);
#define get_device(d) (d)
void put_device(struct device *dev);
void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp);
void *devm_kmalloc(struct device *dev, size_t size, gfp_t gfp);
void devm_kfree(struct device *dev, void *p);
void __iomem *devm_ioremap(struct device *dev, resource_size_t offset, unsigned long size);
void __iomem *devm_ioremap_resource(struct device *dev, struct resource *res);
/* Device logging: no effect on driver memory; the device argument is not evaluated. */
#define dev_printk(level, dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_emerg(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_crit(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_alert(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_err(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_warn(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_notice(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_info(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_dbg(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_vdbg(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_err_ratelimited(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#define dev_warn_ratelimited(dev, fmt, ...) printk(fmt, ##__VA_ARGS__)
#endif
