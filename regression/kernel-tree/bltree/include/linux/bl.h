/*
 * A miniature of 6.1's backlight class and NFC digital layer API shapes, written for the test
 * (not kernel source): backlight_device_register allocates, registers and returns the
 * backlight_device whose ops the class calls with it; nfc_digital_allocate_device allocates the
 * digital device for an nfc_digital_ops table, nfc_digital_register_device registers it.
 */
#include <generated/autoconf.h>
typedef unsigned char u8;
typedef unsigned short u16;
struct device { void *driver_data; };
static inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }
struct backlight_properties { int brightness; int max_brightness; int type; };
struct backlight_device;
struct backlight_ops {
	unsigned int options;
	int (*update_status)(struct backlight_device *);
	int (*get_brightness)(struct backlight_device *);
};
struct backlight_device {
	struct backlight_properties props;
	const struct backlight_ops *ops;
	struct device dev;
};
struct backlight_device *backlight_device_register(const char *name, struct device *dev,
	void *devdata, const struct backlight_ops *ops, const struct backlight_properties *props);
static inline void *bl_get_data(struct backlight_device *bl_dev) { return dev_get_drvdata(&bl_dev->dev); }

struct sk_buff;
struct nfc_digital_dev;
typedef void (*nfc_digital_cmd_complete_t)(struct nfc_digital_dev *ddev, void *arg,
					   struct sk_buff *resp);
struct nfc_digital_ops {
	int (*in_configure_hw)(struct nfc_digital_dev *ddev, int type, int param);
	int (*in_send_cmd)(struct nfc_digital_dev *ddev, struct sk_buff *skb, u16 timeout,
			   nfc_digital_cmd_complete_t cb, void *arg);
	int (*switch_rf)(struct nfc_digital_dev *ddev, int on);
	void (*abort_cmd)(struct nfc_digital_dev *ddev);
};
struct nfc_digital_dev {
	const struct nfc_digital_ops *ops;
	void *driver_data;
};
struct nfc_digital_dev *nfc_digital_allocate_device(const struct nfc_digital_ops *ops,
	unsigned int protocols, unsigned int capabilities, int tx_headroom, int tx_tailroom);
int nfc_digital_register_device(struct nfc_digital_dev *ndev);
static inline void nfc_digital_set_drvdata(struct nfc_digital_dev *dev, void *data) { dev->driver_data = data; }
static inline void *nfc_digital_get_drvdata(struct nfc_digital_dev *dev) { return dev->driver_data; }
void *kmalloc_trace(void *s, unsigned int flags, unsigned long size);
#define module_init(fn) int init_module(void) __attribute__((alias(#fn)));
