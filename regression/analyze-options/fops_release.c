/*
 * release writes what write writes, without a lock. The kernel runs release when the last
 * reference to a struct file is dropped, so it can run beside write on another open file of the
 * device: a race by default. With --serialization whoop (WHOOP's rule: one open file), release is
 * serialized with every file operation and the pair is not checked.
 */
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>

static int mode;

static ssize_t fr_write(struct file *f, const char __user *b, size_t n, loff_t *p) {
  mode = 1;
  return n;
}

static int fr_release(struct inode *i, struct file *f) {
  mode = 0;
  return 0;
}

static const struct file_operations fr_fops = {
    .owner = THIS_MODULE,
    .write = fr_write,
    .release = fr_release,
};

static struct miscdevice fr_dev = {
    .minor = MISC_DYNAMIC_MINOR,
    .name = "fr",
    .fops = &fr_fops,
};

static int __init fr_init(void) { return misc_register(&fr_dev); }

static void __exit fr_exit(void) { misc_deregister(&fr_dev); }

module_init(fr_init);
module_exit(fr_exit);
