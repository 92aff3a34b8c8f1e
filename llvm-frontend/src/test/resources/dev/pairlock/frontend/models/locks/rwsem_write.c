/* Golden driver for the rwsem_write model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>

static int shared;
static int loose;
static DECLARE_RWSEM(sem);

static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v;
  down_write(&sem);
  v = shared;
  up_write(&sem);
  return v + loose;
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  down_write(&sem);
  shared = (int)n;
  up_write(&sem);
  loose = 1;
  return n;
}

static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  down_write(&sem);
  shared++;
  up_write(&sem);
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
