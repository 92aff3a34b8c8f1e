/*
 * pairlock stub kernel header: USB core. usb_driver probe/disconnect are init/exit-like entry
 * points. URBs are kernel-managed buffers; completions are not entry points (as in WHOOP).
 */
#ifndef PAIRLOCK_LINUX_USB_H
#define PAIRLOCK_LINUX_USB_H
#include <linux/kernel.h>
#include <linux/device.h>
#include <linux/mod_devicetable.h>
#include <linux/dma-mapping.h>
#define USB_DIR_OUT 0
#define USB_DIR_IN 0x80
#define USB_TYPE_STANDARD (0x00 << 5)
#define USB_TYPE_CLASS (0x01 << 5)
#define USB_TYPE_VENDOR (0x02 << 5)
#define USB_RECIP_DEVICE 0x00
#define USB_RECIP_INTERFACE 0x01
#define USB_RECIP_ENDPOINT 0x02
#define USB_CLASS_HID 3
#define USB_DEVICE_ID_MATCH_VENDOR 0x0001
#define USB_DEVICE_ID_MATCH_PRODUCT 0x0002
#define USB_DEVICE_ID_MATCH_DEVICE (USB_DEVICE_ID_MATCH_VENDOR | USB_DEVICE_ID_MATCH_PRODUCT)
#define USB_DEVICE_ID_MATCH_INT_CLASS 0x0080
#define USB_DEVICE_ID_MATCH_INT_SUBCLASS 0x0100
#define USB_DEVICE_ID_MATCH_INT_PROTOCOL 0x0200
#define USB_DEVICE(vend, prod) \
  .match_flags = USB_DEVICE_ID_MATCH_DEVICE, .idVendor = (vend), .idProduct = (prod)
#define USB_ENDPOINT_XFERTYPE_MASK 0x03
#define USB_ENDPOINT_XFER_INT 3
#define USB_ENDPOINT_DIR_MASK 0x80
#define URB_NO_TRANSFER_DMA_MAP 0x0004
#define USB_CTRL_GET_TIMEOUT 5000
#define USB_CTRL_SET_TIMEOUT 5000
struct usb_device_descriptor {
  __u8 bLength;
  __u8 bDescriptorType;
  __le16 bcdUSB;
  __le16 idVendor;
  __le16 idProduct;
};
struct usb_endpoint_descriptor {
  __u8 bLength;
  __u8 bDescriptorType;
  __u8 bEndpointAddress;
  __u8 bmAttributes;
  __le16 wMaxPacketSize;
  __u8 bInterval;
} __attribute__((packed));
struct usb_interface_descriptor {
  __u8 bLength;
  __u8 bDescriptorType;
  __u8 bInterfaceNumber;
  __u8 bAlternateSetting;
  __u8 bNumEndpoints;
  __u8 bInterfaceClass;
  __u8 bInterfaceSubClass;
  __u8 bInterfaceProtocol;
  __u8 iInterface;
} __attribute__((packed));
struct usb_host_endpoint {
  struct usb_endpoint_descriptor desc;
};
struct usb_host_interface {
  struct usb_interface_descriptor desc;
  struct usb_host_endpoint *endpoint;
};
struct usb_device {
  int devnum;
  struct usb_device_descriptor descriptor;
  struct device dev;
};
struct usb_interface {
  struct usb_host_interface *altsetting;
  struct usb_host_interface *cur_altsetting;
  unsigned num_altsetting;
  int minor;
  struct device dev;
};
struct urb;
typedef void (*usb_complete_t)(struct urb *);
struct urb {
  struct usb_device *dev;
  unsigned int pipe;
  int status;
  unsigned int transfer_flags;
  void *transfer_buffer;
  dma_addr_t transfer_dma;
  u32 transfer_buffer_length;
  u32 actual_length;
  void *context;
  usb_complete_t complete;
  int interval;
};
struct usb_driver {
  const char *name;
  int (*probe)(struct usb_interface *intf, const struct usb_device_id *id);
  void (*disconnect)(struct usb_interface *intf);
  int (*unlocked_ioctl)(struct usb_interface *intf, unsigned int code, void *buf);
  int (*suspend)(struct usb_interface *intf, pm_message_t message);
  int (*resume)(struct usb_interface *intf);
  int (*reset_resume)(struct usb_interface *intf);
  int (*pre_reset)(struct usb_interface *intf);
  int (*post_reset)(struct usb_interface *intf);
  const struct usb_device_id *id_table;
  struct device_driver driver;
  unsigned int supports_autosuspend : 1;
};
#define to_usb_device(d) container_of(d, struct usb_device, dev)
#define to_usb_interface(d) container_of(d, struct usb_interface, dev)
struct usb_device *interface_to_usbdev(struct usb_interface *intf);
#define usb_get_intfdata(intf) dev_get_drvdata(&(intf)->dev)
#define usb_set_intfdata(intf, d) dev_set_drvdata(&(intf)->dev, (d))
int usb_register_driver(struct usb_driver *drv, struct module *owner, const char *name);
#define usb_register(drv) usb_register_driver((drv), THIS_MODULE, "")
void usb_deregister(struct usb_driver *drv);
#define module_usb_driver(drv) \
  static int __init drv##_pl_init(void) { return usb_register(&(drv)); } \
  static void __exit drv##_pl_exit(void) { usb_deregister(&(drv)); } \
  module_init(drv##_pl_init); module_exit(drv##_pl_exit)
static inline unsigned int __pl_pipe(struct usb_device *d, unsigned int ep, unsigned int type) {
  return (type << 30) | (ep << 15);
}
#define usb_sndctrlpipe(d, ep) __pl_pipe((d), (ep), 2)
#define usb_rcvctrlpipe(d, ep) (__pl_pipe((d), (ep), 2) | USB_DIR_IN)
#define usb_sndbulkpipe(d, ep) __pl_pipe((d), (ep), 3)
#define usb_rcvbulkpipe(d, ep) (__pl_pipe((d), (ep), 3) | USB_DIR_IN)
#define usb_rcvintpipe(d, ep) (__pl_pipe((d), (ep), 1) | USB_DIR_IN)
#define usb_sndintpipe(d, ep) __pl_pipe((d), (ep), 1)
int usb_control_msg(struct usb_device *dev, unsigned int pipe, __u8 request, __u8 requesttype,
                    __u16 value, __u16 index, void *data, __u16 size, int timeout);
int usb_bulk_msg(struct usb_device *dev, unsigned int pipe, void *data, int len, int *actual,
                 int timeout);
struct urb *usb_alloc_urb(int iso_packets, gfp_t mem_flags);
void usb_free_urb(struct urb *urb);
int usb_submit_urb(struct urb *urb, gfp_t mem_flags);
void usb_kill_urb(struct urb *urb);
int usb_unlink_urb(struct urb *urb);
#define usb_alloc_coherent(udev, size, gfp, handle) dma_alloc_coherent(NULL, (size), (handle), (gfp))
void usb_free_coherent(struct usb_device *dev, size_t size, void *addr, dma_addr_t dma);
static inline void __pairlock_usb_fill_int_urb(struct urb *urb, struct usb_device *dev,
                                               unsigned int pipe, void *buf, int len,
                                               usb_complete_t complete, void *context,
                                               int interval) {
  urb->dev = dev;
  urb->pipe = pipe;
  urb->transfer_buffer = buf;
  urb->transfer_buffer_length = len;
  urb->complete = complete;
  urb->context = context;
  urb->interval = interval;
}
/* the completion handler is an entry point (kind urb) from here on, called with the urb */
#define usb_fill_int_urb(urb, dev, pipe, buf, len, complete, context, interval)                 \
  (__pairlock_usb_fill_int_urb((urb), (dev), (pipe), (buf), (len), (complete), (context),      \
                               (interval)),                                                    \
   __pairlock_urb_callback((const void *)(complete), (urb)))
#define usb_fill_bulk_urb(urb, dev, pipe, buf, len, complete, context)                          \
  (__pairlock_usb_fill_int_urb((urb), (dev), (pipe), (buf), (len), (complete), (context), 0),  \
   __pairlock_urb_callback((const void *)(complete), (urb)))
static inline int usb_endpoint_is_int_in(const struct usb_endpoint_descriptor *epd) {
  return (epd->bmAttributes & USB_ENDPOINT_XFERTYPE_MASK) == USB_ENDPOINT_XFER_INT &&
         (epd->bEndpointAddress & USB_ENDPOINT_DIR_MASK) == USB_DIR_IN;
}
#define usb_get_dev(d) (d)
void usb_put_dev(struct usb_device *dev);
int usb_autopm_get_interface(struct usb_interface *intf);
void usb_autopm_put_interface(struct usb_interface *intf);
#endif
