/*
 * pairlock verifier intrinsics: the only functions the C models in these headers call besides
 * other kernel functions, all declared here. Each is modelled in functions.xml or locks.xml;
 * nothing else in the headers is special to the verifier.
 */
#ifndef PAIRLOCK_VERIFIER_H
#define PAIRLOCK_VERIFIER_H
#include <linux/types.h>

struct backlight_device;
struct firmware;
struct net_device;
struct nfc_dev;
struct resource;
struct semaphore;
struct workqueue_struct;

/* Nondeterministic values (functions.xml <pure>: a fresh value, no effect). */
int __pairlock_nondet_int(void);
long __pairlock_nondet_long(void);
unsigned long __pairlock_nondet_ulong(void);
unsigned long long __pairlock_nondet_u64(void);

/* Fresh objects (functions.xml <alloc>; each may fail and return NULL). */
void *__pairlock_alloc_pages(unsigned long size, gfp_t flags);
void *__pairlock_dma_alloc(size_t size);
struct workqueue_struct *__pairlock_alloc_workqueue(const char *name);
struct net_device *__pairlock_alloc_netdev(size_t size);
void *__pairlock_alloc_netdev_priv(size_t size);
struct nfc_dev *__pairlock_alloc_nfc_dev(void);
struct backlight_device *__pairlock_alloc_backlight(void);
struct firmware *__pairlock_alloc_firmware(void);
struct resource *__pairlock_request_region(resource_size_t start, resource_size_t n,
                                           const char *name);

/*
 * Copies between user and kernel memory (functions.xml <effect>): only the kernel side is
 * touched; user memory is not shared kernel state. Return 0 or a fault.
 */
int __pairlock_get_user(void *dst, const void __user *src, unsigned long n);
int __pairlock_put_user(const void *src, void __user *dst, unsigned long n);

/* Device registers (functions.xml <pure>): reads are fresh values, writes have no effect. */
u8 __pairlock_raw_readb(const volatile void __iomem *addr);
u16 __pairlock_raw_readw(const volatile void __iomem *addr);
u32 __pairlock_raw_readl(const volatile void __iomem *addr);
void __pairlock_raw_writeb(u8 v, volatile void __iomem *addr);
void __pairlock_raw_writew(u16 v, volatile void __iomem *addr);
void __pairlock_raw_writel(u32 v, volatile void __iomem *addr);

/*
 * Locks that are not kernel functions: a semaphore initialised with count 1 is a mutex
 * (semaphore.h), one with another count is not a lock; the atomic section around each atomic_*
 * and atomic bit operation (locks.xml, kind atomic: atomic, but protecting nothing else); the
 * runtime PM pseudo-lock.
 */
void __pairlock_sema_init_mutex(struct semaphore *sem);
void __pairlock_sema_init_counting(struct semaphore *sem, int val);
void __pairlock_atomic_begin(int *section);
void __pairlock_atomic_end(int *section);
/* The runtime PM pseudo-lock (pm_runtime.h, locks.xml kind power). */
void __pairlock_power_get(int *lock);
void __pairlock_power_put(int *lock);

/* Registration of a backlight device: its ops become entry points (functions.xml). */
int __pairlock_backlight_register(struct backlight_device *bd);

/*
 * The driver hands function fn to the kernel, which will call it later in a context of its own
 * with context as its argument: a timer (the timer_list object), a work item, a tasklet, a URB
 * completion. Each such callback is an entry point (functions.xml: kinds timer, work, tasklet,
 * urb), live once armed (add_timer, mod_timer, schedule_work, tasklet_schedule, usb_submit_urb);
 * one object's callback never runs concurrently with itself (serialization.xml). No effect on
 * driver memory.
 */
void __pairlock_timer_callback(const void *fn, const void *context, const void *timer);
void __pairlock_work_callback(const void *fn, const void *work);
void __pairlock_tasklet_callback(const void *fn, const void *context, const void *tasklet);
void __pairlock_urb_callback(const void *fn, const void *urb);
/* blk_init_queue's request function fn, called with queue, which the block layer locks around
 * each call as enter and leave do: the frontend turns the call into __pairlock_request_fn_entry
 * and brackets fn's body with enter and leave where fn is called nowhere else */
void __pairlock_request_fn_callback(const void *fn, const void *queue, const void *enter,
                                    const void *leave);
void __pairlock_request_fn_entry(const void *fn, const void *queue, const void *enter,
                                 const void *leave);
/* A disk is added (add_disk), or the driver runs one of its queues or submits a request to it
 * (blk_run_queue, blk_start_queue, blk_execute_rq_nowait): the request and make_request functions
 * handed over before may be called from here on. */
void __pairlock_queue_arm(void);
/* single_open's show function fn, called by seq_read with the seq_file, which it locks around
 * each call as enter and leave do: the frontend turns the call into __pairlock_seq_show_entry and
 * brackets fn's body with enter and leave where fn is called nowhere else */
void __pairlock_seq_show_callback(const void *fn, const void *seq, const void *enter,
                                  const void *leave);
void __pairlock_seq_show_entry(const void *fn, const void *seq, const void *enter,
                               const void *leave);
/* blk_register_region's probe and lock functions, each called with data (kobj_lookup) */
void __pairlock_blk_region_probe_callback(const void *fn, const void *data);
void __pairlock_blk_region_lock_callback(const void *fn, const void *data);
/* device_create_file(dev, attr): attr's show and store functions, each called with dev (the
 * frontend turns the first into the other two where attr is a global it can read) */
void __pairlock_sysfs_attr_callback(const void *dev, const void *attr);
void __pairlock_sysfs_show_callback(const void *fn, const void *dev);
void __pairlock_sysfs_store_callback(const void *fn, const void *dev);
#endif
