/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_ACPI_H
#define PAIRLOCK_LINUX_ACPI_H
#include <linux/kernel.h>
#endif
