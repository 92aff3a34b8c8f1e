/*
 * A miniature of 6.1's register-map API shapes, written for the test (not kernel source): the
 * regmap is the kernel's, created from a regmap_config (with optional driver callbacks) or
 * looked up from a syscon node, and read and written through out-of-line functions.
 */
#include <generated/autoconf.h>
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef _Bool bool;

struct mutex { long owner; };
void mutex_lock_nested(struct mutex *lock, unsigned int subclass);
void mutex_unlock(struct mutex *lock);
#define mutex_lock(lock) mutex_lock_nested(lock, 0)

struct device;
struct device_node;
struct regmap;
struct regmap_config {
	int reg_bits;
	int val_bits;
	int (*reg_read)(void *context, unsigned int reg, unsigned int *val);
	int (*reg_write)(void *context, unsigned int reg, unsigned int val);
};
struct regmap *__devm_regmap_init_mmio_clk(struct device *dev, const char *clk_id, void *regs,
					   const struct regmap_config *config, void *key,
					   const char *name);
#define devm_regmap_init_mmio(dev, regs, config) \
	__devm_regmap_init_mmio_clk(dev, 0, regs, config, 0, #config)
struct regmap *syscon_regmap_lookup_by_phandle(struct device_node *np, const char *property);
int regmap_read(struct regmap *map, unsigned int reg, unsigned int *val);
int regmap_write(struct regmap *map, unsigned int reg, unsigned int val);
int regmap_update_bits_base(struct regmap *map, unsigned int reg, unsigned int mask,
			    unsigned int val, bool *change, bool async, bool force);
#define regmap_update_bits(map, reg, mask, val) \
	regmap_update_bits_base(map, reg, mask, val, 0, 0, 0)

struct inode;
struct file { void *private_data; };
struct file_operations {
	ssize_t (*read)(struct file *, char __user *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char __user *, size_t, loff_t *);
};
#define module_init(fn) int init_module(void) __attribute__((alias(#fn)));
#define module_exit(fn) void cleanup_module(void) __attribute__((alias(#fn)));

/* watchdog pretimeout, printing, SMBus, GPIO descriptors (6.1's out-of-line functions) */
struct watchdog_ops;
struct watchdog_device {
	unsigned int timeout;
	unsigned int pretimeout;
	int id;
	const struct watchdog_ops *ops;
	void *driver_data;
};
struct watchdog_ops {
	int (*start)(struct watchdog_device *);
	int (*stop)(struct watchdog_device *);
	int (*ping)(struct watchdog_device *);
};
static inline void watchdog_set_drvdata(struct watchdog_device *wdd, void *data)
{
	wdd->driver_data = data;
}
static inline void *watchdog_get_drvdata(struct watchdog_device *wdd)
{
	return wdd->driver_data;
}
int devm_watchdog_register_device(struct device *dev, struct watchdog_device *wdd);
struct platform_device { const char *name; int id; };
struct platform_driver {
	int (*probe)(struct platform_device *);
	int (*remove)(struct platform_device *);
};
int __platform_driver_register(struct platform_driver *drv, void *owner);
void *devm_kmalloc(struct device *dev, size_t size, unsigned int gfp);
#define devm_kzalloc(dev, size, gfp) devm_kmalloc(dev, size, (gfp) | 0x100u)
void watchdog_notify_pretimeout(struct watchdog_device *wdd);
void _dev_crit(const struct device *dev, const char *fmt, ...);
struct i2c_client;
int i2c_smbus_read_byte_data(const struct i2c_client *client, unsigned char command);
int i2c_smbus_read_i2c_block_data(const struct i2c_client *client, unsigned char command,
				  unsigned char length, unsigned char *values);
struct gpio_desc;
void gpiod_set_value_cansleep(struct gpio_desc *desc, int value);
extern void __bad_udelay(void);
void __const_udelay(unsigned long xloops);
#define udelay(n) do { if ((n) > 20000) __bad_udelay(); else __const_udelay((n) * 0x10c7ul); } while (0)

/* WARN_ON's trap with its bug-table entry and instrumentation_begin's annotation (x86 6.1) */
#define __WARN_FLAGS(flags) \
	asm volatile("1:\t.byte 0x0f, 0x0b\n" \
		     ".pushsection __bug_table,\"aw\"\n" \
		     "2:\t.long 1b - .\t# bug_entry::bug_addr\n" \
		     "\t.long %c0 - .\t# bug_entry::file\n" \
		     "\t.word %c1\t# bug_entry::line\n" \
		     "\t.word %c2\t# bug_entry::flags\n" \
		     "\t.org 2b+%c3\n" \
		     ".popsection\n" \
		     : : "i" (__FILE__), "i" (__LINE__), "i" (flags), "i" (12))
#define instrumentation_begin() \
	asm volatile("77: nop\n\t.pushsection .discard.instr_begin\n\t.long 77b - .\n\t.popsection\n\t" : : "i" (77))
#define WARN_ON(c) ({ int __r = !!(c); if (__r) { instrumentation_begin(); __WARN_FLAGS(1); } __r; })

/* notifier chains: the restart handler chain calls nb->notifier_call(nb, action, data) */
struct notifier_block {
	int (*notifier_call)(struct notifier_block *nb, unsigned long action, void *data);
	struct notifier_block *next;
	int priority;
};
int register_restart_handler(struct notifier_block *nb);
int unregister_restart_handler(struct notifier_block *nb);

/* match data: the matched entry's .data of the driver's device-tree (or ACPI) match table */
struct of_device_id {
	char name[32];
	char type[32];
	char compatible[128];
	const void *data;
};
struct acpi_device_id {
	unsigned char id[16];
	unsigned long driver_data;
	unsigned int cls;
	unsigned int cls_msk;
};
const void *of_device_get_match_data(const struct device *dev);
const void *device_get_match_data(const struct device *dev);
int __platform_driver_probe(struct platform_driver *driver,
			    int (*probe)(struct platform_device *), void *module);
#define platform_driver_probe(drv, probe) __platform_driver_probe(drv, probe, 0)

/* session 19: 6.1's shapes of more callbacks, buses and out-of-line functions */
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - __builtin_offsetof(type, member)))

/* work items: INIT_WORK stores the function (6.1's __INIT_WORK), INIT_DELAYED_WORK also sets up
 * the timer with the kernel's delayed_work_timer_fn; devm_delayed_work_autocancel (devm-helpers.h)
 * does it inside a helper that gets the work function as a parameter */
struct work_struct { unsigned long data; void (*func)(struct work_struct *work); };
struct timer_list { void (*function)(struct timer_list *); unsigned long expires; };
struct delayed_work { struct work_struct work; struct timer_list timer; };
struct workqueue_struct;
extern struct workqueue_struct *system_wq;
void __init_work(struct work_struct *work, int onstack);
void delayed_work_timer_fn(struct timer_list *t);
void init_timer_key(struct timer_list *timer, void (*func)(struct timer_list *),
		    unsigned int flags, const char *name, void *key);
#define INIT_WORK(_work, _func) \
	do { __init_work((_work), 0); (_work)->data = 0; (_work)->func = (_func); } while (0)
#define INIT_DELAYED_WORK(_work, _func) \
	do { INIT_WORK(&(_work)->work, (_func)); \
	     init_timer_key(&(_work)->timer, delayed_work_timer_fn, 0, 0, 0); } while (0)
_Bool queue_delayed_work_on(int cpu, struct workqueue_struct *wq, struct delayed_work *work,
			    unsigned long delay);
static inline _Bool schedule_delayed_work(struct delayed_work *dwork, unsigned long delay)
{
	return queue_delayed_work_on(8, system_wq, dwork, delay);
}
static inline int devm_delayed_work_autocancel(struct device *dev, struct delayed_work *w,
					       void (*worker)(struct work_struct *work))
{
	INIT_DELAYED_WORK(w, worker);
	return 0;
}

/* URBs: 6.1's usb_fill_bulk_urb is inline and stores the completion into urb->complete */
struct urb;
typedef void (*usb_complete_t)(struct urb *);
struct urb { void *context; usb_complete_t complete; void *transfer_buffer; int status; };
struct urb *usb_alloc_urb(int iso_packets, unsigned int mem_flags);
int usb_submit_urb(struct urb *urb, unsigned int mem_flags);
static inline void usb_fill_bulk_urb(struct urb *urb, struct device *dev, unsigned int pipe,
				     void *buf, int len, usb_complete_t complete_fn, void *context)
{
	urb->transfer_buffer = buf;
	urb->complete = complete_fn;
	urb->context = context;
}

/* ISA bus, NMI handlers, watchdog pretimeout governors, reset controllers */
struct device_driver { const char *name; };
struct isa_driver {
	int (*match)(struct device *, unsigned int);
	int (*probe)(struct device *, unsigned int);
	void (*remove)(struct device *, unsigned int);
	struct device_driver driver;
};
int isa_register_driver(struct isa_driver *, unsigned int);
void isa_unregister_driver(struct isa_driver *);
struct pt_regs;
struct list_head { struct list_head *next, *prev; };
struct nmiaction {
	struct list_head list;
	int (*handler)(unsigned int, struct pt_regs *);
	unsigned long long max_duration;
	unsigned long flags;
	const char *name;
};
int __register_nmi_handler(unsigned int, struct nmiaction *);
void unregister_nmi_handler(unsigned int, const char *);
#define register_nmi_handler(t, fn, fg, n) ({ \
	static struct nmiaction fn##_na = { .handler = (fn), .name = (n), .flags = (fg) }; \
	__register_nmi_handler((t), &fn##_na); })
struct watchdog_governor {
	const char name[20];
	void (*pretimeout)(struct watchdog_device *wdd);
};
int watchdog_register_governor(struct watchdog_governor *gov);
void watchdog_unregister_governor(struct watchdog_governor *gov);
struct reset_controller_dev;
struct reset_control_ops {
	int (*reset)(struct reset_controller_dev *rcdev, unsigned long id);
	int (*assert)(struct reset_controller_dev *rcdev, unsigned long id);
	int (*deassert)(struct reset_controller_dev *rcdev, unsigned long id);
	int (*status)(struct reset_controller_dev *rcdev, unsigned long id);
};
struct reset_controller_dev {
	const struct reset_control_ops *ops;
	void *owner;
	unsigned int nr_resets;
};
int devm_reset_controller_register(struct device *dev, struct reset_controller_dev *rcdev);

/* firmware properties, interrupts and platform devices the driver creates */
int of_property_read_u32_index(const struct device_node *np, const char *propname,
			       unsigned int index, unsigned int *out_value);
unsigned int irq_of_parse_and_map(struct device_node *node, int index);
struct resource {
	unsigned long start, end;
	const char *name;
	unsigned long flags;
	struct resource *parent, *sibling, *child;
};
struct platform_device_info {
	struct device *parent;
	const char *name;
	int id;
	const struct resource *res;
	unsigned int num_res;
	const void *data;
	size_t size_data;
};
struct platform_device *platform_device_register_full(const struct platform_device_info *pdevinfo);
static inline struct platform_device *platform_device_register_simple(const char *name, int id,
		const struct resource *res, unsigned int num)
{
	struct platform_device_info pdevinfo = { .name = name, .id = id, .res = res, .num_res = num };

	return platform_device_register_full(&pdevinfo);
}

/* matching against the driver's own tables: NULL or the matching entry */
const struct of_device_id *of_match_node(const struct of_device_id *matches,
					 const struct device_node *node);
void nmi_panic(struct pt_regs *regs, const char *msg);

/* a non-atomic bit operation of x86 (asm/bitops.h): assembly on the word */
static __always_inline void arch___set_bit(unsigned long nr, volatile unsigned long *addr)
{
	asm volatile("btsq %1,%0" : : "m" (*(volatile long *)addr), "Ir" (nr) : "memory");
}
#define __set_bit(nr, addr) arch___set_bit(nr, addr)
