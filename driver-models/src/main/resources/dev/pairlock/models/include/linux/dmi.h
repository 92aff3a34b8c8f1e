/* pairlock stub kernel header: DMI tables. */
#ifndef PAIRLOCK_LINUX_DMI_H
#define PAIRLOCK_LINUX_DMI_H
#include <linux/kernel.h>
enum dmi_field { DMI_NONE, DMI_BIOS_VENDOR, DMI_BIOS_VERSION, DMI_BIOS_DATE, DMI_SYS_VENDOR,
                 DMI_PRODUCT_NAME, DMI_PRODUCT_VERSION, DMI_PRODUCT_SERIAL, DMI_BOARD_VENDOR,
                 DMI_BOARD_NAME };
struct dmi_strmatch {
  unsigned char slot;
  char substr[79];
};
struct dmi_system_id {
  int (*callback)(const struct dmi_system_id *);
  const char *ident;
  struct dmi_strmatch matches[4];
  void *driver_data;
};
#define DMI_MATCH(a, b) { .slot = a, .substr = b }
int dmi_check_system(const struct dmi_system_id *list);
const char *dmi_get_system_info(int field);
#endif
