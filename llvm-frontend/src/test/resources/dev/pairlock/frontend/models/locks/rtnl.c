/* Golden driver for the rtnl model: `shared` is protected, `loose` is not. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/rtnetlink.h>
static int shared;
static int loose;


static ssize_t ep_read(struct file *f, char __user *b, size_t n, loff_t *p) {
  int v;
  rtnl_lock();
  v = shared;
  rtnl_unlock();
  return v + loose;
}

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  rtnl_lock();
  shared = (int)n;
  rtnl_unlock();
  loose = 1;
  return n;
}

static long ep_ioctl(struct file *f, unsigned int cmd, unsigned long arg) {
  rtnl_lock();
  shared++;
  rtnl_unlock();
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .read = ep_read,
    .write = ep_write,
    .unlocked_ioctl = ep_ioctl,
};
