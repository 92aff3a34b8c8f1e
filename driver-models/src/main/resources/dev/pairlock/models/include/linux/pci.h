/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_PCI_H
#define PAIRLOCK_LINUX_PCI_H
#include <linux/kernel.h>
#endif
