/* pairlock stub kernel header: PS3 system bus (ps3_system_bus_driver probe/remove/shutdown). */
#ifndef PAIRLOCK_ASM_PS3_H
#define PAIRLOCK_ASM_PS3_H
#include <linux/device.h>
enum ps3_match_id { PS3_MATCH_ID_EHCI = 1, PS3_MATCH_ID_OHCI = 2, PS3_MATCH_ID_GELIC = 3,
                    PS3_MATCH_ID_AV_SETTINGS = 4, PS3_MATCH_ID_SYSTEM_MANAGER = 5,
                    PS3_MATCH_ID_STOR_DISK = 6, PS3_MATCH_ID_STOR_ROM = 7,
                    PS3_MATCH_ID_STOR_FLASH = 8, PS3_MATCH_ID_SOUND = 9, PS3_MATCH_ID_GPU = 10,
                    PS3_MATCH_ID_LPM = 11 };
enum ps3_match_sub_id { PS3_MATCH_SUB_ID_GPU_FB = 1, PS3_MATCH_SUB_ID_GPU_RAMDISK = 2 };
struct ps3_system_bus_device {
  enum ps3_match_id match_id;
  enum ps3_match_sub_id match_sub_id;
  unsigned int bus_id;
  unsigned int dev_id;
  struct device core;
  void *driver_priv;
};
struct ps3_system_bus_driver {
  enum ps3_match_id match_id;
  enum ps3_match_sub_id match_sub_id;
  struct device_driver core;
  int (*probe)(struct ps3_system_bus_device *);
  int (*remove)(struct ps3_system_bus_device *);
  int (*shutdown)(struct ps3_system_bus_device *);
};
#define ps3_system_bus_get_drvdata(d) dev_get_drvdata(&(d)->core)
#define ps3_system_bus_set_drvdata(d, p) dev_set_drvdata(&(d)->core, (p))
int ps3_system_bus_driver_register(struct ps3_system_bus_driver *drv);
void ps3_system_bus_driver_unregister(struct ps3_system_bus_driver *drv);
int ps3_open_hv_device(struct ps3_system_bus_device *dev);
int ps3_close_hv_device(struct ps3_system_bus_device *dev);
u64 ps3_mm_phys_to_lpar(unsigned long phys_addr);
#define FW_FEATURE_PS3_LV1 0x0000000000800000UL
#define firmware_has_feature(f) (__pairlock_nondet_int())
#endif
