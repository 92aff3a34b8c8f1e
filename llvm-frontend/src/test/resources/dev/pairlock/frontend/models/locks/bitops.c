/* Golden driver for atomic bit operations: atomic among themselves; the non-atomic __set_bit
   and a plain write race with them. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/bitops.h>
static unsigned long flags;
static unsigned long other;

static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  return test_bit(0, &flags);
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  if (test_and_set_bit(1, &flags))
    return -EBUSY;
  clear_bit(1, &flags);
  return n;
}

/* Non-atomic: races with the atomic operations on `flags`; `other` only here. */
static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  __set_bit(2, &flags);
  other = arg;
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
