/*
 * Runtime PM: the PM core runs runtime_suspend only while no pm_runtime_get_sync ...
 * pm_runtime_put section runs (it holds the device's usage count), so `state` is protected
 * between dev_write and dev_runtime_suspend. Two writers are both inside such a section at once:
 * `writes` races between them.
 */
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/pm.h>
#include <linux/pm_runtime.h>

static int state;
static int writes;
static struct device *pm_dev;

static ssize_t dev_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  pm_runtime_get_sync(pm_dev);
  state = 1;
  writes = writes + 1;
  pm_runtime_put(pm_dev);
  return n;
}

static int dev_runtime_suspend(struct device *d) {
  state = 0;
  return 0;
}

static const struct file_operations rp_fops = {
    .owner = THIS_MODULE,
    .write = dev_write,
};

const struct dev_pm_ops rp_pm = {
    .runtime_suspend = dev_runtime_suspend,
};

static struct miscdevice rp_dev = {
    .minor = MISC_DYNAMIC_MINOR,
    .name = "rp",
    .fops = &rp_fops,
};

static int __init rp_init(void) { return misc_register(&rp_dev); }

static void __exit rp_exit(void) { misc_deregister(&rp_dev); }

module_init(rp_init);
module_exit(rp_exit);
