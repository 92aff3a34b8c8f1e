/* pairlock stub kernel header: block I/O descriptors. */
#ifndef PAIRLOCK_LINUX_BIO_H
#define PAIRLOCK_LINUX_BIO_H
#include <linux/kernel.h>
#include <linux/mm.h>
struct page;
struct bio;
struct block_device;
struct bio_vec {
  struct page *bv_page;
  unsigned int bv_len;
  unsigned int bv_offset;
};
struct bvec_iter {
  sector_t bi_sector;
  unsigned int bi_size;
  unsigned int bi_idx;
  unsigned int bi_bvec_done;
};
typedef void(bio_end_io_t)(struct bio *, int);
struct bio {
  struct bio *bi_next;
  struct block_device *bi_bdev;
  unsigned long bi_flags;
  unsigned long bi_rw;
  struct bvec_iter bi_iter;
  unsigned int bi_vcnt;
  bio_end_io_t *bi_end_io;
  void *bi_private;
  struct bio_vec *bi_io_vec;
};
#define READ 0
#define WRITE 1
#define bio_data_dir(bio) ((bio)->bi_rw & 1)
void *bio_data(struct bio *bio);
void bio_endio(struct bio *bio, int error);
void bio_put(struct bio *bio);
/* Iterating the segments reads the bio's vector (kernel memory handed to the driver). */
#define bio_for_each_segment(bvl, bio, iter) \
  for ((iter) = (bio)->bi_iter; (iter).bi_size && (((bvl) = (bio)->bi_io_vec[(iter).bi_idx]), 1); \
       (iter).bi_size -= (bvl).bv_len, (iter).bi_idx++)
/* bio lists live in driver memory: C bodies. */
struct bio_list {
  struct bio *head;
  struct bio *tail;
};
static inline void bio_list_init(struct bio_list *bl) { bl->head = bl->tail = NULL; }
static inline int bio_list_empty(const struct bio_list *bl) { return bl->head == NULL; }
static inline struct bio *bio_list_peek(struct bio_list *bl) { return bl->head; }
static inline void bio_list_add(struct bio_list *bl, struct bio *bio) {
  bio->bi_next = NULL;
  if (bl->tail)
    bl->tail->bi_next = bio;
  else
    bl->head = bio;
  bl->tail = bio;
}
static inline struct bio *bio_list_pop(struct bio_list *bl) {
  struct bio *bio = bl->head;
  if (bio) {
    bl->head = bl->head->bi_next;
    if (!bl->head)
      bl->tail = NULL;
    bio->bi_next = NULL;
  }
  return bio;
}
#endif
