/* pairlock stub kernel header: seq_file (the kernel's buffer, not driver memory). */
#ifndef PAIRLOCK_LINUX_SEQ_FILE_H
#define PAIRLOCK_LINUX_SEQ_FILE_H
#include <linux/fs.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <pairlock/verifier.h>
struct seq_file {
  char *buf;
  size_t size;
  loff_t index;
  void *private;
  struct mutex lock;
};
int seq_printf(struct seq_file *m, const char *fmt, ...);
int seq_puts(struct seq_file *m, const char *s);
int seq_putc(struct seq_file *m, char c);
int single_open(struct file *f, int (*show)(struct seq_file *, void *), void *data);
/* What seq_read does around a call of a show function: it holds the seq_file's mutex. */
static inline void __pairlock_seq_enter(struct seq_file *m) { mutex_lock(&m->lock); }
static inline void __pairlock_seq_leave(struct seq_file *m) { mutex_unlock(&m->lock); }
/* single_open(f, show, data): a seq_file whose private is data, and show handed over with it as
 * its context: the file's reads (seq_read) call show(m, v) holding m->lock, from the open on. The
 * seq_file is new, and nothing runs show on it before single_open returns; its private is set
 * under m->lock as the kernel would see it (an object of this open only: no other entry point
 * holds that instance of the lock, so this hides nothing). */
#define single_open(f, show, data)                                                            \
  ({                                                                                          \
    struct seq_file *__pairlock_m = kzalloc(sizeof(struct seq_file), GFP_KERNEL);             \
    int __pairlock_r = -ENOMEM;                                                               \
    (void)(f);                                                                                \
    if (__pairlock_m) {                                                                       \
      __pairlock_seq_enter(__pairlock_m);                                                     \
      __pairlock_m->private = (void *)(data);                                                 \
      __pairlock_seq_leave(__pairlock_m);                                                     \
      __pairlock_seq_show_callback((const void *)(show), __pairlock_m,                        \
                                   (const void *)__pairlock_seq_enter,                        \
                                   (const void *)__pairlock_seq_leave);                       \
      __pairlock_r = 0;                                                                       \
    }                                                                                         \
    __pairlock_r;                                                                             \
  })
int single_release(struct inode *inode, struct file *f);
ssize_t seq_read(struct file *f, char __user *buf, size_t n, loff_t *ppos);
loff_t seq_lseek(struct file *f, loff_t off, int whence);
#endif
