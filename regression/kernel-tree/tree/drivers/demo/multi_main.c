/* multi: one module of two files (multi-y in the Makefile); an unmodelled asm helper in one */
#include <linux/demo.h>

struct multi_dev {
	struct mutex lock;
	int *buf;
};
extern struct multi_dev multi;
int multi_hw_poke(void);

static ssize_t multi_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	int r;

	mutex_lock(&multi.lock);
	r = multi.buf ? multi.buf[0] : 0;
	mutex_unlock(&multi.lock);
	return r;
}

static ssize_t multi_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	return multi_hw_poke();
}

static const struct file_operations multi_fops = {
	.read = multi_read,
	.write = multi_write,
};
