/* pairlock stub kernel header: backlight class (backlight_ops callbacks are entry points). */
#ifndef PAIRLOCK_LINUX_BACKLIGHT_H
#define PAIRLOCK_LINUX_BACKLIGHT_H
#include <pairlock/verifier.h>
#include <linux/device.h>
enum backlight_type { BACKLIGHT_RAW = 1, BACKLIGHT_PLATFORM, BACKLIGHT_FIRMWARE, BACKLIGHT_TYPE_MAX };
struct backlight_device;
struct backlight_ops {
  unsigned int options;
  int (*update_status)(struct backlight_device *);
  int (*get_brightness)(struct backlight_device *);
  int (*check_fb)(struct backlight_device *, void *);
};
struct backlight_properties {
  int brightness;
  int max_brightness;
  int power;
  int fb_blank;
  enum backlight_type type;
  unsigned int state;
};
struct backlight_device {
  struct backlight_properties props;
  struct mutex update_lock;
  struct mutex ops_lock;
  const struct backlight_ops *ops;
  struct device dev;
};
#define bl_get_data(bl) dev_get_drvdata(&(bl)->dev)
/* Allocates the class device, records the driver's data and ops, and registers it: the ops then
   receive this backlight_device (functions.xml flows-to). */
#define backlight_device_register(name, parent, devdata, blops, blprops) \
  ({ struct backlight_device *__pl_bd = __pairlock_alloc_backlight(); \
     if (__pl_bd) { __pl_bd->dev.driver_data = (devdata); __pl_bd->ops = (blops); \
                    __pl_bd->props = *(blprops); __pairlock_backlight_register(__pl_bd); } \
     __pl_bd; })
void backlight_device_unregister(struct backlight_device *bd);
#endif
