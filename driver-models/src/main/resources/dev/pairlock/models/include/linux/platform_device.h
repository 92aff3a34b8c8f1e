/* pairlock stub kernel header: platform bus. probe/remove are init/exit-like entry points. */
#ifndef PAIRLOCK_LINUX_PLATFORM_DEVICE_H
#define PAIRLOCK_LINUX_PLATFORM_DEVICE_H
#include <linux/device.h>
#include <linux/mod_devicetable.h>
struct platform_device {
  const char *name;
  int id;
  struct device dev;
  u32 num_resources;
  struct resource *resource;
  const struct platform_device_id *id_entry;
};
struct platform_driver {
  int (*probe)(struct platform_device *);
  int (*remove)(struct platform_device *);
  void (*shutdown)(struct platform_device *);
  int (*suspend)(struct platform_device *, pm_message_t state);
  int (*resume)(struct platform_device *);
  struct device_driver driver;
  const struct platform_device_id *id_table;
};
#define to_platform_device(x) container_of((x), struct platform_device, dev)
#define platform_get_drvdata(p) dev_get_drvdata(&(p)->dev)
#define platform_set_drvdata(p, d) dev_set_drvdata(&(p)->dev, (d))
int platform_driver_register(struct platform_driver *drv);
void platform_driver_unregister(struct platform_driver *drv);
int platform_driver_probe(struct platform_driver *drv, int (*probe)(struct platform_device *));
struct platform_device *platform_device_alloc(const char *name, int id);
int platform_device_add(struct platform_device *pdev);
void platform_device_del(struct platform_device *pdev);
void platform_device_put(struct platform_device *pdev);
int platform_device_register(struct platform_device *pdev);
void platform_device_unregister(struct platform_device *pdev);
struct platform_device *platform_device_register_simple(const char *name, int id,
                                                        const struct resource *res, unsigned int n);
struct resource *platform_get_resource(struct platform_device *pdev, unsigned int type, unsigned int n);
int platform_get_irq(struct platform_device *pdev, unsigned int n);
#define module_platform_driver(drv) \
  static int __init drv##_pl_init(void) { return platform_driver_register(&(drv)); } \
  static void __exit drv##_pl_exit(void) { platform_driver_unregister(&(drv)); } \
  module_init(drv##_pl_init); module_exit(drv##_pl_exit)
#endif
