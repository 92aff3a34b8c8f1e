/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_PCI_ASPM_H
#define PAIRLOCK_LINUX_PCI_ASPM_H
#include <linux/pci.h>
#endif
