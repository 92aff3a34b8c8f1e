/* Golden driver for the rwlock_write_trylock model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>

static int shared;
static int loose;
static DEFINE_RWLOCK(lock);

static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v = 0;
  if (write_trylock(&lock) != 0) {
    v = shared;
    write_unlock(&lock);
  }
  return v + loose;
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  if (!(write_trylock(&lock) != 0))
    return -EINTR;
  shared = (int)n;
  write_unlock(&lock);
  loose = 1;
  return n;
}

/* Ignores the result of the try: unprotected when the lock was not taken. */
static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  int r = write_trylock(&lock);
  shared++;
  if (r != 0)
    write_unlock(&lock);
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
