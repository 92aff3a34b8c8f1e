/* pairlock stub kernel header: Intel SCU IPC. */
#ifndef PAIRLOCK_ASM_INTEL_SCU_IPC_H
#define PAIRLOCK_ASM_INTEL_SCU_IPC_H
#include <linux/kernel.h>
#define IPCMSG_WATCHDOG_TIMER 0xF8
int intel_scu_ipc_command(int cmd, int sub, u32 *in, int inlen, u32 *out, int outlen);
int intel_scu_ipc_simple_command(int cmd, int sub);
#endif
