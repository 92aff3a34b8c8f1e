/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_NFC_H
#define PAIRLOCK_LINUX_NFC_H
#include <linux/kernel.h>
#endif
