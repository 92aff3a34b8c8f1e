/*
 * pairlock stub kernel header: USB serial core. usb_serial_driver callbacks are entry points; the
 * usb-serial core serializes some of them (serialization.xml).
 */
#ifndef PAIRLOCK_LINUX_USB_SERIAL_H
#define PAIRLOCK_LINUX_USB_SERIAL_H
#include <linux/usb.h>
#include <linux/tty.h>
#include <linux/serial.h>
#include <linux/tty_flip.h>
#include <linux/kfifo.h>
#define USB_SERIAL_PORT_MAX 8
struct usb_serial;
struct tty_port {
  struct tty_struct *tty;
  wait_queue_head_t open_wait;
  wait_queue_head_t close_wait;
  wait_queue_head_t delta_msr_wait;
  unsigned char console : 1;
  spinlock_t lock;
  struct mutex mutex;
  unsigned long flags;
  int count;
};
struct async_icount {
  __u32 cts, dsr, rng, dcd, tx, rx;
  __u32 frame, parity, overrun, brk;
  __u32 buf_overrun;
};
struct usb_serial_port {
  struct usb_serial *serial;
  struct tty_port port;
  spinlock_t lock;
  u32 minor;
  u8 port_number;
  unsigned char *interrupt_in_buffer;
  struct urb *interrupt_in_urb;
  unsigned char *bulk_in_buffer;
  int bulk_in_size;
  struct urb *read_urb;
  unsigned char *bulk_out_buffer;
  int bulk_out_size;
  struct urb *write_urb;
  struct kfifo write_fifo;
  struct async_icount icount;
  unsigned long sysrq;
  unsigned long flags;
  wait_queue_head_t write_wait;
  struct device dev;
};
struct usb_serial {
  struct usb_device *dev;
  struct usb_serial_driver *type;
  struct usb_interface *interface;
  unsigned char num_ports;
  struct usb_serial_port *port[USB_SERIAL_PORT_MAX];
  void *private;
};
struct usb_serial_driver {
  const char *description;
  const struct usb_device_id *id_table;
  char num_ports;
  struct list_head driver_list;
  struct device_driver driver;
  struct usb_driver *usb_driver;
  size_t bulk_in_size;
  size_t bulk_out_size;
  int (*probe)(struct usb_serial *serial, const struct usb_device_id *id);
  int (*attach)(struct usb_serial *serial);
  int (*calc_num_ports)(struct usb_serial *serial);
  void (*disconnect)(struct usb_serial *serial);
  void (*release)(struct usb_serial *serial);
  int (*port_probe)(struct usb_serial_port *port);
  int (*port_remove)(struct usb_serial_port *port);
  int (*suspend)(struct usb_serial *serial, pm_message_t message);
  int (*resume)(struct usb_serial *serial);
  int (*reset_resume)(struct usb_serial *serial);
  int (*open)(struct tty_struct *tty, struct usb_serial_port *port);
  void (*close)(struct usb_serial_port *port);
  int (*write)(struct tty_struct *tty, struct usb_serial_port *port, const unsigned char *buf,
               int count);
  int (*write_room)(struct tty_struct *tty);
  int (*ioctl)(struct tty_struct *tty, unsigned int cmd, unsigned long arg);
  void (*set_termios)(struct tty_struct *tty, struct usb_serial_port *port, struct ktermios *old);
  void (*break_ctl)(struct tty_struct *tty, int break_state);
  int (*chars_in_buffer)(struct tty_struct *tty);
  void (*wait_until_sent)(struct tty_struct *tty, long timeout);
  bool (*tx_empty)(struct usb_serial_port *port);
  void (*throttle)(struct tty_struct *tty);
  void (*unthrottle)(struct tty_struct *tty);
  int (*tiocmget)(struct tty_struct *tty);
  int (*tiocmset)(struct tty_struct *tty, unsigned int set, unsigned int clear);
  int (*tiocmiwait)(struct tty_struct *tty, unsigned long arg);
  int (*get_icount)(struct tty_struct *tty, struct serial_icounter_struct *icount);
  void (*dtr_rts)(struct usb_serial_port *port, int on);
  int (*carrier_raised)(struct usb_serial_port *port);
  void (*init_termios)(struct tty_struct *tty);
  void (*read_int_callback)(struct urb *urb);
  void (*write_int_callback)(struct urb *urb);
  void (*read_bulk_callback)(struct urb *urb);
  void (*write_bulk_callback)(struct urb *urb);
  void (*process_read_urb)(struct urb *urb);
  int (*prepare_write_buffer)(struct usb_serial_port *port, void *dest, size_t size);
};
#define to_usb_serial_port(d) container_of(d, struct usb_serial_port, dev)
#define usb_get_serial_port_data(p) dev_get_drvdata(&(p)->dev)
#define usb_set_serial_port_data(p, d) dev_set_drvdata(&(p)->dev, (d))
#define usb_get_serial_data(s) ((s)->private)
#define usb_set_serial_data(s, d) ((s)->private = (d))
int usb_serial_register_drivers(struct usb_serial_driver *const serial_drivers[], const char *name,
                                const struct usb_device_id *id_table);
void usb_serial_deregister_drivers(struct usb_serial_driver *const serial_drivers[]);
#define module_usb_serial_driver(__serial_drivers, __ids) \
  static int __init usb_serial_module_init(void) { \
    return usb_serial_register_drivers(__serial_drivers, KBUILD_MODNAME, __ids); \
  } \
  static void __exit usb_serial_module_exit(void) { usb_serial_deregister_drivers(__serial_drivers); } \
  module_init(usb_serial_module_init); module_exit(usb_serial_module_exit)
#ifndef KBUILD_MODNAME
#define KBUILD_MODNAME "driver"
#endif
int usb_serial_generic_open(struct tty_struct *tty, struct usb_serial_port *port);
void usb_serial_generic_close(struct usb_serial_port *port);
int usb_serial_generic_tiocmiwait(struct tty_struct *tty, unsigned long arg);
int usb_serial_generic_get_icount(struct tty_struct *tty, struct serial_icounter_struct *icount);
int usb_serial_handle_sysrq_char(struct usb_serial_port *port, unsigned int ch);
int usb_serial_handle_break(struct usb_serial_port *port);
#endif
