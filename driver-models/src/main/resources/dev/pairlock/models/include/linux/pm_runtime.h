/*
 * pairlock stub kernel header: runtime power management. The calls change the PM core's state
 * under dev->power.lock (kernel memory, not the driver's) and may run the driver's runtime PM
 * callbacks synchronously; those callbacks are entry points of their own, serialized with each
 * other by the power lock (serialization.xml).
 */
#ifndef PAIRLOCK_LINUX_PM_RUNTIME_H
#define PAIRLOCK_LINUX_PM_RUNTIME_H
#include <linux/device.h>
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
#endif
