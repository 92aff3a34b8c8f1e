/* Golden driver for the rwlock_write_bh model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>

static int shared;
static int loose;
static DEFINE_RWLOCK(lock);

static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v;
  write_lock_bh(&lock);
  v = shared;
  write_unlock_bh(&lock);
  return v + loose;
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  write_lock_bh(&lock);
  shared = (int)n;
  write_unlock_bh(&lock);
  loose = 1;
  return n;
}

static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  write_lock_bh(&lock);
  shared++;
  write_unlock_bh(&lock);
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
