/*
 * pairlock stub kernel header: the block layer. Requests and bios are kernel objects handed to the
 * driver (fresh objects per fetch, functions.xml). block_device_operations are entry points, and
 * so are the functions blk_init_queue and blk_queue_make_request hand over. The block layer calls
 * a request function holding the queue's lock (__blk_run_queue under q->queue_lock, the lock
 * blk_init_queue was given, else the queue's own): the frontend makes the request function hold
 * it, through __pairlock_request_fn_enter and _leave, where it can (docs/driver-models.md).
 */
#ifndef PAIRLOCK_LINUX_BLKDEV_H
#define PAIRLOCK_LINUX_BLKDEV_H
#include <linux/kernel.h>
#include <pairlock/verifier.h>
#include <linux/genhd.h>
#include <linux/bio.h>
#include <linux/hdreg.h>
#include <linux/scatterlist.h>
#include <linux/spinlock.h>
#include <linux/gfp.h>
struct request_queue;
struct request;
typedef void(request_fn_proc)(struct request_queue *q);
typedef void(make_request_fn)(struct request_queue *q, struct bio *bio);
typedef void(rq_end_io_fn)(struct request *, int);
enum rq_cmd_type_bits { REQ_TYPE_FS = 1, REQ_TYPE_BLOCK_PC, REQ_TYPE_SENSE, REQ_TYPE_PM_SUSPEND,
                        REQ_TYPE_PM_RESUME, REQ_TYPE_PM_SHUTDOWN, REQ_TYPE_SPECIAL,
                        REQ_TYPE_ATA_TASKFILE, REQ_TYPE_ATA_PC };
#define REQ_WRITE 1
#define REQ_QUIET (1 << 12)
#define BLK_MAX_CDB 16
#define BLK_MAX_SEGMENTS 128
#define BLK_SAFE_MAX_SECTORS 255
#define BLK_DEF_MAX_SECTORS 1024
#define BLK_MAX_SEGMENT_SIZE 65536
struct request {
  struct list_head queuelist;
  struct request_queue *q;
  unsigned int cmd_flags;
  enum rq_cmd_type_bits cmd_type;
  struct bio *bio;
  struct bio *biotail;
  struct gendisk *rq_disk;
  int errors;
  unsigned short cmd_len;
  unsigned char __cmd[BLK_MAX_CDB];
  unsigned char *cmd;
  void *special;
  void *sense;
  unsigned int sense_len;
  unsigned int timeout;
  void *end_io_data;
  rq_end_io_fn *end_io;
};
struct request_queue {
  struct list_head queue_head;
  void *queuedata;
  spinlock_t *queue_lock;
  unsigned long queue_flags;
};
struct block_device {
  dev_t bd_dev;
  struct inode *bd_inode;
  struct gendisk *bd_disk;
  unsigned bd_block_size;
  void *bd_holder;
};
struct block_device_operations {
  int (*open)(struct block_device *, fmode_t);
  void (*release)(struct gendisk *, fmode_t);
  int (*rw_page)(struct block_device *, sector_t, struct page *, int);
  int (*ioctl)(struct block_device *, fmode_t, unsigned, unsigned long);
  int (*compat_ioctl)(struct block_device *, fmode_t, unsigned, unsigned long);
  long (*direct_access)(struct block_device *, sector_t, void **, unsigned long *, long);
  unsigned int (*check_events)(struct gendisk *disk, unsigned int clearing);
  int (*media_changed)(struct gendisk *);
  void (*unlock_native_capacity)(struct gendisk *);
  int (*revalidate_disk)(struct gendisk *);
  int (*getgeo)(struct block_device *, struct hd_geometry *);
  void (*swap_slot_free_notify)(struct block_device *, unsigned long);
  struct module *owner;
};
#define rq_data_dir(rq) ((rq)->cmd_flags & 1)
static inline sector_t blk_rq_pos(const struct request *rq) { return rq->bio ? rq->bio->bi_iter.bi_sector : 0; }
unsigned int blk_rq_bytes(const struct request *rq);
unsigned int blk_rq_sectors(const struct request *rq);
unsigned int blk_rq_cur_sectors(const struct request *rq);
unsigned int blk_rq_cur_bytes(const struct request *rq);
struct request_queue *blk_alloc_queue(gfp_t gfp);
/* A queue whose lock is the one given, as blk_init_queue makes it. Given NULL, the kernel takes
 * the queue's own lock (&q->__queue_lock); that choice is not modelled: the lock is then no
 * object, and the pairs of the request function are unverified, not proved. */
static inline struct request_queue *__pairlock_blk_init_queue(spinlock_t *lock) {
  struct request_queue *q = blk_alloc_queue(GFP_KERNEL);
  if (q)
    q->queue_lock = lock;
  return q;
}
/* What the block layer does around a call of the request function. */
static inline void __pairlock_request_fn_enter(struct request_queue *q) { spin_lock_irq(q->queue_lock); }
static inline void __pairlock_request_fn_leave(struct request_queue *q) { spin_unlock_irq(q->queue_lock); }
/* blk_init_queue(rfn, lock): the queue, and rfn handed over with it as its context */
#define blk_init_queue(rfn, lock)                                                            \
  ({                                                                                         \
    struct request_queue *__pairlock_q = __pairlock_blk_init_queue(lock);                    \
    if (__pairlock_q)                                                                        \
      __pairlock_request_fn_callback((const void *)(rfn), __pairlock_q,                      \
                                     (const void *)__pairlock_request_fn_enter,              \
                                     (const void *)__pairlock_request_fn_leave);             \
    __pairlock_q;                                                                            \
  })
void blk_queue_make_request(struct request_queue *q, make_request_fn *mfn);
void blk_cleanup_queue(struct request_queue *q);
struct request *blk_fetch_request(struct request_queue *q);
struct request *blk_peek_request(struct request_queue *q);
void blk_start_request(struct request *req);
void blk_requeue_request(struct request_queue *q, struct request *rq);
struct request *blk_get_request(struct request_queue *q, int rw, gfp_t gfp);
void blk_put_request(struct request *rq);
void blk_execute_rq_nowait(struct request_queue *q, struct gendisk *disk, struct request *rq,
                           int at_head, rq_end_io_fn *done);
#define blk_execute_rq_nowait(q, disk, rq, at_head, done) (__pairlock_queue_arm(), blk_execute_rq_nowait(q, disk, rq, at_head, done))
void blk_stop_queue(struct request_queue *q);
void blk_start_queue(struct request_queue *q);
#define blk_start_queue(q) (__pairlock_queue_arm(), blk_start_queue(q))
void blk_run_queue(struct request_queue *q);
#define blk_run_queue(q) (__pairlock_queue_arm(), blk_run_queue(q))
int blk_rq_map_sg(struct request_queue *q, struct request *rq, struct scatterlist *sglist);
bool __blk_end_request_cur(struct request *rq, int error);
void __blk_end_request_all(struct request *rq, int error);
bool blk_end_request_cur(struct request *rq, int error);
void blk_end_request_all(struct request *rq, int error);
bool __blk_end_request(struct request *rq, int error, unsigned int nr_bytes);
bool blk_end_request(struct request *rq, int error, unsigned int nr_bytes);
void blk_queue_max_segments(struct request_queue *q, unsigned short n);
void blk_queue_max_segment_size(struct request_queue *q, unsigned int n);
void blk_queue_max_hw_sectors(struct request_queue *q, unsigned int n);
void blk_queue_logical_block_size(struct request_queue *q, unsigned short n);
void blk_queue_segment_boundary(struct request_queue *q, unsigned long mask);
void blk_queue_bounce_limit(struct request_queue *q, u64 limit);
void blk_queue_dma_alignment(struct request_queue *q, int mask);
#endif
