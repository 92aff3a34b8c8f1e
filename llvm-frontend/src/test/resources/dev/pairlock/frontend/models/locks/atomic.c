/* Golden driver for atomic_t: atomic operations never race with each other; `loose` is written
   in the same entry points and stays unprotected; a plain write to the counter races. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/atomic.h>
static atomic_t count = ATOMIC_INIT(0);
static int loose;

static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  return atomic_read(&count) + loose;
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  atomic_inc(&count);
  loose = 1;
  if (atomic_dec_and_test(&count))
    return 0;
  return n;
}

/* A plain write to the counter: races with the atomic operations. */
static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  count.counter = 0;
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
