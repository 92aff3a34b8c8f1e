/* pairlock stub kernel header: ACPI (drivers of the suite build it out, CONFIG_ACPI unset). */
#ifndef PAIRLOCK_LINUX_ACPI_H
#define PAIRLOCK_LINUX_ACPI_H
#include <linux/kernel.h>
#define acpi_disabled 1
#endif
