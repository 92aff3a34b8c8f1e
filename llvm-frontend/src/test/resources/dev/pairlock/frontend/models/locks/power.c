/* Golden driver for the runtime PM pseudo-lock: the runtime callbacks run only while no
   pm_runtime_get_sync ... pm_runtime_put section does, so `shared` (written in such sections and
   in the callbacks) is protected against the callbacks; two sections are not protected from each
   other (`count`), and `loose` is written outside them. */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/pm.h>
#include <linux/pm_runtime.h>
static int shared;
static int count;
static int loose;
static struct device *the_dev;

static ssize_t ep_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  pm_runtime_get_sync(the_dev);
  shared = (int)n;
  count++;
  pm_runtime_put(the_dev);
  loose = 1;
  return n;
}

static int ep_runtime_suspend(struct device *d) {
  shared = 0;
  loose = 2;
  return 0;
}

static int ep_runtime_resume(struct device *d) {
  shared = 1;
  return 0;
}

const struct file_operations fops = {
    .owner = THIS_MODULE,
    .write = ep_write,
};

const struct dev_pm_ops pm = {
    .runtime_suspend = ep_runtime_suspend,
    .runtime_resume = ep_runtime_resume,
};
