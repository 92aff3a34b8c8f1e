/* pairlock stub kernel header: PS3 GPU. The GPU mutex is a kernel global shared by drivers. */
#ifndef PAIRLOCK_ASM_PS3GPU_H
#define PAIRLOCK_ASM_PS3GPU_H
#include <linux/mutex.h>
#include <asm/lv1call.h>
extern struct mutex ps3_gpu_mutex;
#endif
