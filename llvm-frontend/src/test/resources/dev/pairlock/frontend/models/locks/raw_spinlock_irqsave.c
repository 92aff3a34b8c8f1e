/* Golden driver for the raw_spinlock_irqsave model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>

static int shared;
static int loose;
static DEFINE_RAW_SPINLOCK(lock);

static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v;
  unsigned long fl; raw_spin_lock_irqsave(&lock, fl);
  v = shared;
  raw_spin_unlock_irqrestore(&lock, fl);
  return v + loose;
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  unsigned long fl; raw_spin_lock_irqsave(&lock, fl);
  shared = (int)n;
  raw_spin_unlock_irqrestore(&lock, fl);
  loose = 1;
  return n;
}

static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  unsigned long fl; raw_spin_lock_irqsave(&lock, fl);
  shared++;
  raw_spin_unlock_irqrestore(&lock, fl);
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
