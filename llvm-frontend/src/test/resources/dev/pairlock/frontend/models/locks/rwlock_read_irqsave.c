/* Golden driver for the rwlock_read_irqsave model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>

static int shared;
static int loose;
static DEFINE_RWLOCK(lock);

/* Reads under the read lock: safe against ep_write, racy against ep_ioctl. */
static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v;
  unsigned long fl; read_lock_irqsave(&lock, fl);
  v = shared;
  read_unlock_irqrestore(&lock, fl);
  return v + loose;
}

/* Writes under the write lock. */
static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  unsigned long fl; write_lock_irqsave(&lock, fl);
  shared = (int)n;
  write_unlock_irqrestore(&lock, fl);
  loose = 1;
  return n;
}

/* Writes under the read lock only: races with ep_read and with itself. */
static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  unsigned long fl; read_lock_irqsave(&lock, fl);
  shared = 2;
  read_unlock_irqrestore(&lock, fl);
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
