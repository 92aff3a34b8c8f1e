/* pairlock stub kernel header: the CD-ROM layer (cdrom_device_ops are entry points). */
#ifndef PAIRLOCK_LINUX_CDROM_H
#define PAIRLOCK_LINUX_CDROM_H
#include <linux/kernel.h>
#include <linux/blkdev.h>
#define CDS_NO_INFO 0
#define CDS_NO_DISC 1
#define CDS_TRAY_OPEN 2
#define CDS_DRIVE_NOT_READY 3
#define CDS_DISC_OK 4
#define CDC_CLOSE_TRAY 0x1
#define CDC_OPEN_TRAY 0x2
#define CDC_LOCK 0x4
#define CDC_SELECT_SPEED 0x8
#define CDC_SELECT_DISC 0x10
#define CDC_MULTI_SESSION 0x20
#define CDC_MCN 0x40
#define CDC_MEDIA_CHANGED 0x80
#define CDC_PLAY_AUDIO 0x100
#define CDC_RESET 0x200
#define CDC_DRIVE_STATUS 0x800
#define CDC_GENERIC_PACKET 0x1000
#define CDC_CD_R 0x2000
#define CDC_CD_RW 0x4000
#define CDC_DVD 0x8000
#define CDROM_LBA 0x01
#define CDROM_MSF 0x02
#define CDROMMULTISESSION 0x5310
#define CDROM_PACKET_SIZE 12
#define CGC_DATA_UNKNOWN 0
#define CGC_DATA_WRITE 1
#define CGC_DATA_READ 2
#define CGC_DATA_NONE 3
struct cdrom_msf0 {
  __u8 minute, second, frame;
};
union cdrom_addr {
  struct cdrom_msf0 msf;
  int lba;
};
struct cdrom_multisession {
  union cdrom_addr addr;
  __u8 xa_flag;
  __u8 addr_format;
};
struct cdrom_mcn {
  __u8 medium_catalog_number[14];
};
struct request_sense;
struct packet_command {
  unsigned char cmd[CDROM_PACKET_SIZE];
  unsigned char *buffer;
  unsigned int buflen;
  int stat;
  struct request_sense *sense;
  unsigned char data_direction;
  int quiet;
  int timeout;
  void *reserved[1];
};
struct cdrom_device_ops;
struct cdrom_device_info {
  struct cdrom_device_ops *ops;
  struct list_head list;
  struct gendisk *disk;
  void *handle;
  int mask;
  int speed;
  int capacity;
  unsigned int options : 30;
  unsigned mc_flags : 2;
  unsigned int vfs_events;
  unsigned int ioctl_events;
  int use_count;
  char name[20];
};
struct cdrom_device_ops {
  int (*open)(struct cdrom_device_info *, int);
  void (*release)(struct cdrom_device_info *);
  int (*drive_status)(struct cdrom_device_info *, int);
  unsigned int (*check_events)(struct cdrom_device_info *cdi, unsigned int clearing, int slot);
  int (*media_changed)(struct cdrom_device_info *, int);
  int (*tray_move)(struct cdrom_device_info *, int);
  int (*lock_door)(struct cdrom_device_info *, int);
  int (*select_speed)(struct cdrom_device_info *, int);
  int (*select_disc)(struct cdrom_device_info *, int);
  int (*get_last_session)(struct cdrom_device_info *, struct cdrom_multisession *);
  int (*get_mcn)(struct cdrom_device_info *, struct cdrom_mcn *);
  int (*reset)(struct cdrom_device_info *);
  int (*audio_ioctl)(struct cdrom_device_info *, unsigned int, void *);
  const int capability;
  int n_minors;
  int (*generic_packet)(struct cdrom_device_info *, struct packet_command *);
};
int cdrom_open(struct cdrom_device_info *cdi, struct block_device *bdev, fmode_t mode);
void cdrom_release(struct cdrom_device_info *cdi, fmode_t mode);
int cdrom_ioctl(struct cdrom_device_info *cdi, struct block_device *bdev, fmode_t mode,
                unsigned int cmd, unsigned long arg);
unsigned int cdrom_check_events(struct cdrom_device_info *cdi, unsigned int clearing);
int register_cdrom(struct cdrom_device_info *cdi);
int unregister_cdrom(struct cdrom_device_info *cdi);
#endif
