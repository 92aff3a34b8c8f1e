/* pairlock stub kernel header: seq_file (the kernel's buffer, not driver memory). */
#ifndef PAIRLOCK_LINUX_SEQ_FILE_H
#define PAIRLOCK_LINUX_SEQ_FILE_H
#include <linux/fs.h>
struct seq_file {
  char *buf;
  size_t size;
  loff_t index;
  void *private;
};
int seq_printf(struct seq_file *m, const char *fmt, ...);
int seq_puts(struct seq_file *m, const char *s);
int seq_putc(struct seq_file *m, char c);
int single_open(struct file *f, int (*show)(struct seq_file *, void *), void *data);
int single_release(struct inode *inode, struct file *f);
ssize_t seq_read(struct file *f, char __user *buf, size_t n, loff_t *ppos);
loff_t seq_lseek(struct file *f, loff_t off, int whence);
#endif
