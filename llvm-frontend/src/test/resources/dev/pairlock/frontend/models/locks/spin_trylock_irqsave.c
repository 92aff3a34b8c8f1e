/* Golden driver for the spin_trylock_irqsave model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>

static int shared;
static int loose;
static DEFINE_SPINLOCK(lock);

static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v = 0;
  unsigned long fl; if (spin_trylock_irqsave(&lock, fl) != 0) {
    v = shared;
    spin_unlock_irqrestore(&lock, fl);
  }
  return v + loose;
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  unsigned long fl; if (!(spin_trylock_irqsave(&lock, fl) != 0))
    return -EINTR;
  shared = (int)n;
  spin_unlock_irqrestore(&lock, fl);
  loose = 1;
  return n;
}

/* Ignores the result of the try: unprotected when the lock was not taken. */
static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  unsigned long fl; int r = spin_trylock_irqsave(&lock, fl);
  shared++;
  if (r != 0)
    spin_unlock_irqrestore(&lock, fl);
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
