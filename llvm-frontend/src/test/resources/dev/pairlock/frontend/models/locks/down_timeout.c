/* Golden driver for the down_timeout model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/semaphore.h>

static int shared;
static int loose;
static DEFINE_SEMAPHORE(sem);

static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v = 0;
  if (down_timeout(&sem, 100) == 0) {
    v = shared;
    up(&sem);
  }
  return v + loose;
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  if (!(down_timeout(&sem, 100) == 0))
    return -EINTR;
  shared = (int)n;
  up(&sem);
  loose = 1;
  return n;
}

/* Ignores the result of the try: unprotected when the lock was not taken. */
static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  int r = down_timeout(&sem, 100);
  shared++;
  if (r == 0)
    up(&sem);
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
