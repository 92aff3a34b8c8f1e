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
/* Reads the table; for each entry that matches (unknown: nondeterministic), calls its callback
   if it has one, stopping when the callback returns non-zero. Returns the number of matches. */
/* indexes the table itself (an array index keeps the table's layout in the points-to analysis,
   where walking a pointer over it would merge its fields and leave the callback call unresolved) */
#define dmi_check_system(list) \
  ({ int __pl_c = 0; unsigned long __pl_i; \
     for (__pl_i = 0; (list)[__pl_i].matches[0].slot != DMI_NONE; __pl_i++) \
       if (__pairlock_nondet_int()) { \
         __pl_c++; \
         if ((list)[__pl_i].callback && (list)[__pl_i].callback(&(list)[__pl_i])) break; \
       } \
     __pl_c; })
const char *dmi_get_system_info(int field);
#endif
