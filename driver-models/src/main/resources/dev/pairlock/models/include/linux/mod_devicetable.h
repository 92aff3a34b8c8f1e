/* pairlock stub kernel header: device id tables. */
#ifndef PAIRLOCK_LINUX_MOD_DEVICETABLE_H
#define PAIRLOCK_LINUX_MOD_DEVICETABLE_H
#include <linux/types.h>
typedef unsigned long kernel_ulong_t;
struct platform_device_id {
  char name[20];
  kernel_ulong_t driver_data;
};
struct pci_device_id {
  u32 vendor, device;
  u32 subvendor, subdevice;
  u32 class, class_mask;
  kernel_ulong_t driver_data;
};
struct usb_device_id {
  u16 match_flags;
  u16 idVendor;
  u16 idProduct;
  u16 bcdDevice_lo;
  u16 bcdDevice_hi;
  u8 bDeviceClass;
  u8 bDeviceSubClass;
  u8 bDeviceProtocol;
  u8 bInterfaceClass;
  u8 bInterfaceSubClass;
  u8 bInterfaceProtocol;
  u8 bInterfaceNumber;
  kernel_ulong_t driver_info;
};
struct of_device_id {
  char name[32];
  char type[32];
  char compatible[128];
  const void *data;
};
#define MODULE_DEVICE_TABLE(type, name)
#endif
