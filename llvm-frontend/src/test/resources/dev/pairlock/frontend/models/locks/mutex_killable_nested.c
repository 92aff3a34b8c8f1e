/* Golden driver for the mutex_killable_nested model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/mutex.h>

static int shared;
static int loose;
static DEFINE_MUTEX(lock);

static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v = 0;
  if (mutex_lock_killable_nested(&lock, 1) == 0) {
    v = shared;
    mutex_unlock(&lock);
  }
  return v + loose;
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  if (!(mutex_lock_killable_nested(&lock, 1) == 0))
    return -EINTR;
  shared = (int)n;
  mutex_unlock(&lock);
  loose = 1;
  return n;
}

/* Ignores the result of the try: unprotected when the lock was not taken. */
static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  int r = mutex_lock_killable_nested(&lock, 1);
  shared++;
  if (r == 0)
    mutex_unlock(&lock);
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
