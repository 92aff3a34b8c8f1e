/* pairlock stub kernel header: generic disks. */
#ifndef PAIRLOCK_LINUX_GENHD_H
#define PAIRLOCK_LINUX_GENHD_H
#include <linux/kernel.h>
#include <linux/device.h>
struct request_queue;
struct block_device_operations;
#define DISK_NAME_LEN 32
#define GENHD_FL_REMOVABLE 1
#define GENHD_FL_MEDIA_CHANGE_NOTIFY 4
#define GENHD_FL_CD 8
#define GENHD_FL_UP 16
#define DISK_EVENT_MEDIA_CHANGE (1 << 0)
#define DISK_EVENT_EJECT_REQUEST (1 << 1)
struct gendisk {
  int major;
  int first_minor;
  int minors;
  char disk_name[DISK_NAME_LEN];
  unsigned int events;
  const struct block_device_operations *fops;
  struct request_queue *queue;
  void *private_data;
  int flags;
  struct device *driverfs_dev;
  sector_t capacity;
};
struct gendisk *alloc_disk(int minors);
void add_disk(struct gendisk *disk);
/* requests reach the disk's queue from here on (__pairlock_queue_arm, pairlock/verifier.h) */
void __pairlock_queue_arm(void);
#define add_disk(disk) (__pairlock_queue_arm(), add_disk(disk))
void del_gendisk(struct gendisk *disk);
void put_disk(struct gendisk *disk);
struct kobject *get_disk(struct gendisk *disk);
void set_capacity(struct gendisk *disk, sector_t size);
sector_t get_capacity(struct gendisk *disk);
void set_disk_ro(struct gendisk *disk, int flag);
struct kobject;
void blk_register_region(dev_t devt, unsigned long range, struct module *module,
                         struct kobject *(*probe)(dev_t, int *, void *),
                         int (*lock)(dev_t, void *), void *data);
/* blk_register_region: the block layer's kobj_lookup calls probe(dev, &index, data) (index: its
 * own local) and lock(dev, data) on every open of a device number in the region, from here on;
 * the two hand-overs are functions.xml's (blk_region_probe, blk_region_lock) */
#include <pairlock/verifier.h>
#define blk_register_region(devt, range, module, probe, lock, data)                         \
  ({                                                                                          \
    __pairlock_blk_region_probe_callback((const void *)(probe), (const void *)(data));        \
    __pairlock_blk_region_lock_callback((const void *)(lock), (const void *)(data));          \
    blk_register_region(devt, range, module, probe, lock, data);                              \
  })
void blk_unregister_region(dev_t devt, unsigned long range);
#endif
