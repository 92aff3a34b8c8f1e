/* pairlock stub kernel header: input devices. Reporting events goes to the input core. */
#ifndef PAIRLOCK_LINUX_INPUT_H
#define PAIRLOCK_LINUX_INPUT_H
#include <linux/kernel.h>
#include <linux/device.h>
#define EV_SYN 0x00
#define EV_KEY 0x01
#define EV_REL 0x02
#define EV_ABS 0x03
#define EV_MSC 0x04
#define EV_PWR 0x16
#define EV_MAX 0x1f
#define EV_CNT (EV_MAX + 1)
#define SYN_REPORT 0
#define REL_X 0x00
#define REL_Y 0x01
#define REL_WHEEL 0x08
#define REL_MAX 0x0f
#define REL_CNT (REL_MAX + 1)
#define BUS_ISA 0x10
#define BUS_USB 0x03
#define BUS_PCI 0x01
#define KEY_ESC 1
#define KEY_1 2
#define KEY_2 3
#define KEY_E 18
#define KEY_S 31
#define KEY_D 32
#define KEY_F 33
#define KEY_B 48
#define KEY_F1 59
#define KEY_F2 60
#define KEY_F3 61
#define KEY_F4 62
#define KEY_F5 63
#define KEY_F6 64
#define KEY_F7 65
#define KEY_F8 66
#define KEY_F9 67
#define KEY_F10 68
#define KEY_F11 87
#define KEY_F12 88
#define KEY_HELP 138
#define KEY_PROG1 148
#define KEY_PROG2 149
#define KEY_BACK 158
#define KEY_PROG3 202
#define KEY_CAMERA 212
#define KEY_ZOOM 0x174
#define KEY_BLUE 0x191
#define KEY_FN 0x1d0
#define KEY_FN_ESC 0x1d1
#define KEY_FN_F1 0x1d2
#define KEY_FN_F2 0x1d3
#define KEY_FN_F3 0x1d4
#define KEY_FN_F4 0x1d5
#define KEY_FN_F5 0x1d6
#define KEY_FN_F6 0x1d7
#define KEY_FN_F7 0x1d8
#define KEY_FN_F8 0x1d9
#define KEY_FN_F9 0x1da
#define KEY_FN_F10 0x1db
#define KEY_FN_F11 0x1dc
#define KEY_FN_F12 0x1dd
#define KEY_FN_1 0x1de
#define KEY_FN_2 0x1df
#define KEY_FN_D 0x1e0
#define KEY_FN_E 0x1e1
#define KEY_FN_F 0x1e2
#define KEY_FN_S 0x1e3
#define KEY_FN_B 0x1e4
#define KEY_MAX 0x2ff
#define KEY_CNT (KEY_MAX + 1)
#define BTN_MOUSE 0x110
#define BTN_MIDDLE 0x112
#define BTN_THUMB 0x125
struct input_id {
  __u16 bustype;
  __u16 vendor;
  __u16 product;
  __u16 version;
};
struct input_dev {
  const char *name;
  const char *phys;
  const char *uniq;
  struct input_id id;
  unsigned long evbit[BITS_TO_LONGS(EV_CNT)];
  unsigned long keybit[BITS_TO_LONGS(KEY_CNT)];
  unsigned long relbit[BITS_TO_LONGS(REL_CNT)];
  unsigned int keycodemax;
  unsigned int keycodesize;
  void *keycode;
  struct device dev;
};
struct input_dev *input_allocate_device(void);
void input_free_device(struct input_dev *dev);
int input_register_device(struct input_dev *dev);
void input_unregister_device(struct input_dev *dev);
void input_event(struct input_dev *dev, unsigned int type, unsigned int code, int value);
#define input_report_key(dev, code, v) input_event((dev), EV_KEY, (code), !!(v))
#define input_report_rel(dev, code, v) input_event((dev), EV_REL, (code), (v))
#define input_sync(dev) input_event((dev), EV_SYN, SYN_REPORT, 0)
#define input_set_drvdata(dev, d) dev_set_drvdata(&(dev)->dev, (d))
#define input_get_drvdata(dev) dev_get_drvdata(&(dev)->dev)
#endif
