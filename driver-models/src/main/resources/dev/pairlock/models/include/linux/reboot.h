/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_REBOOT_H
#define PAIRLOCK_LINUX_REBOOT_H
#include <linux/notifier.h>
#define SYS_DOWN 0x0001
#define SYS_RESTART SYS_DOWN
#define SYS_HALT 0x0002
#define SYS_POWER_OFF 0x0003
int register_reboot_notifier(struct notifier_block *nb);
int unregister_reboot_notifier(struct notifier_block *nb);
void emergency_restart(void);
void kernel_restart(char *cmd);
void kernel_power_off(void);
#endif
