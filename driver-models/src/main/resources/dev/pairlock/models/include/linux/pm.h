/* pairlock stub kernel header: power-management callbacks (entry points, entry-points.xml). */
#ifndef PAIRLOCK_LINUX_PM_H
#define PAIRLOCK_LINUX_PM_H
#include <linux/types.h>
struct device;
typedef struct pm_message {
  int event;
} pm_message_t;
#define PM_EVENT_SUSPEND 0x0002
#define PM_EVENT_FREEZE 0x0001
#define PMSG_SUSPEND ((struct pm_message){.event = PM_EVENT_SUSPEND})
#define PMSG_FREEZE ((struct pm_message){.event = PM_EVENT_FREEZE})
struct dev_pm_ops {
  int (*prepare)(struct device *dev);
  void (*complete)(struct device *dev);
  int (*suspend)(struct device *dev);
  int (*resume)(struct device *dev);
  int (*freeze)(struct device *dev);
  int (*thaw)(struct device *dev);
  int (*poweroff)(struct device *dev);
  int (*restore)(struct device *dev);
  int (*suspend_late)(struct device *dev);
  int (*resume_early)(struct device *dev);
  int (*freeze_late)(struct device *dev);
  int (*thaw_early)(struct device *dev);
  int (*poweroff_late)(struct device *dev);
  int (*restore_early)(struct device *dev);
  int (*suspend_noirq)(struct device *dev);
  int (*resume_noirq)(struct device *dev);
  int (*freeze_noirq)(struct device *dev);
  int (*thaw_noirq)(struct device *dev);
  int (*poweroff_noirq)(struct device *dev);
  int (*restore_noirq)(struct device *dev);
  int (*runtime_suspend)(struct device *dev);
  int (*runtime_resume)(struct device *dev);
  int (*runtime_idle)(struct device *dev);
};
struct dev_pm_info {
  unsigned int can_wakeup : 1;
  unsigned int should_wakeup : 1;
  int usage_count;
};
#define SET_SYSTEM_SLEEP_PM_OPS(s, r) \
  .suspend = (s), .resume = (r), .freeze = (s), .thaw = (r), .poweroff = (s), .restore = (r),
#define SET_RUNTIME_PM_OPS(s, r, i) .runtime_suspend = (s), .runtime_resume = (r), .runtime_idle = (i),
#define SIMPLE_DEV_PM_OPS(name, s, r) \
  const struct dev_pm_ops name = { SET_SYSTEM_SLEEP_PM_OPS(s, r) }
#define UNIVERSAL_DEV_PM_OPS(name, s, r, i) \
  const struct dev_pm_ops name = { SET_SYSTEM_SLEEP_PM_OPS(s, r) SET_RUNTIME_PM_OPS(s, r, i) }
#endif
