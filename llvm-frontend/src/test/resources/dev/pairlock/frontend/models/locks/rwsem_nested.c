/* Golden driver for the rwsem_nested model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/rwsem.h>

static int shared;
static int loose;
static DECLARE_RWSEM(sem);

/* Reads under the read lock: safe against ep_write, racy against ep_ioctl. */
static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v;
  down_read_nested(&sem, 1);
  v = shared;
  up_read(&sem);
  return v + loose;
}

/* Writes under the write lock. */
static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  down_write_nested(&sem, 1);
  shared = (int)n;
  up_write(&sem);
  loose = 1;
  return n;
}

/* Writes under the read lock only: races with ep_read and with itself. */
static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  down_read_nested(&sem, 1);
  shared = 2;
  up_read(&sem);
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
