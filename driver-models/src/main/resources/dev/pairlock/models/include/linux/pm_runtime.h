/*
 * pairlock stub kernel header: runtime power management. The calls change the PM core's state
 * under dev->power.lock (kernel memory, not the driver's) and may run the driver's runtime PM
 * callbacks synchronously; those callbacks are entry points of their own, serialized with each
 * other (serialization.xml, rule runtime-pm).
 *
 * The power pseudo-lock: pm_runtime_get_sync waits for a running runtime callback and holds the
 * usage count until a put, so no runtime callback runs in between; other holders may. It is taken
 * in read mode here, and the kernel holds it exclusively around the runtime callbacks
 * (serialization.xml, power-held). pm_runtime_get and pm_runtime_get_noresume do not wait: not a
 * lock. Every put releases it (also a put that balances the PCI core's count in probe).
 */
#ifndef PAIRLOCK_LINUX_PM_RUNTIME_H
#define PAIRLOCK_LINUX_PM_RUNTIME_H
#include <linux/device.h>
#include <pairlock/verifier.h>
int __pairlock_power_lock __attribute__((weak));
int pm_runtime_get_sync(struct device *dev);
int pm_runtime_get(struct device *dev);
void pm_runtime_get_noresume(struct device *dev);
int pm_runtime_put(struct device *dev);
int pm_runtime_put_sync(struct device *dev);
void pm_runtime_put_noidle(struct device *dev);
int pm_runtime_put_autosuspend(struct device *dev);
void pm_runtime_enable(struct device *dev);
void pm_runtime_disable(struct device *dev);
int pm_runtime_set_active(struct device *dev);
void pm_runtime_set_suspended(struct device *dev);
int pm_runtime_suspended(struct device *dev);
int pm_runtime_active(struct device *dev);
void pm_runtime_allow(struct device *dev);
void pm_runtime_forbid(struct device *dev);
int pm_schedule_suspend(struct device *dev, unsigned int delay);
int pm_request_resume(struct device *dev);
int pm_request_idle(struct device *dev);
void pm_runtime_mark_last_busy(struct device *dev);
void pm_runtime_use_autosuspend(struct device *dev);
void pm_runtime_set_autosuspend_delay(struct device *dev, int delay);
/* Function-like macros over the functions of the same name (C does not expand them again). */
#define pm_runtime_get_sync(dev) (__pairlock_power_get(&__pairlock_power_lock), pm_runtime_get_sync(dev))
#define pm_runtime_put(dev) (__pairlock_power_put(&__pairlock_power_lock), pm_runtime_put(dev))
#define pm_runtime_put_sync(dev) (__pairlock_power_put(&__pairlock_power_lock), pm_runtime_put_sync(dev))
#define pm_runtime_put_noidle(dev) (__pairlock_power_put(&__pairlock_power_lock), pm_runtime_put_noidle(dev))
#define pm_runtime_put_autosuspend(dev) \
  (__pairlock_power_put(&__pairlock_power_lock), pm_runtime_put_autosuspend(dev))
#endif
