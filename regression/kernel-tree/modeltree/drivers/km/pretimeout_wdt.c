/*
 * pretimeout_wdt: kernel-tree models of watchdog_notify_pretimeout (reads the watchdog_device:
 * a race with the unlocked write of its pretimeout), _dev_crit (reads the strings it prints:
 * a race with the unlocked write of `name`), the SMBus transfers (the block read writes `buf`,
 * under the mutex on both sides: race-free), gpiod_set_value_cansleep and udelay's link-time
 * check __bad_udelay (no effect), and of WARN_ON's assembly (a trap with a bug-table entry and
 * instrumentation_begin's annotation: no memory). Before: all of them were unmodelled external
 * functions or assembly, so every pair was unverified and neither race was reported.
 */
#include <linux/km.h>

static struct mutex lock;
static struct watchdog_device wdd;
static struct i2c_client *client;
static struct gpio_desc *gpio;
static unsigned char buf[4];
static char name[8];

static ssize_t pt_read(struct file *f, char __user *ubuf, size_t n, loff_t *pos)
{
	int v;

	watchdog_notify_pretimeout(&wdd);
	_dev_crit(0, "%s\n", name);
	mutex_lock(&lock);
	v = buf[0];
	mutex_unlock(&lock);
	WARN_ON(v > 3);
	return v;
}

static ssize_t pt_write(struct file *f, const char __user *ubuf, size_t n, loff_t *pos)
{
	mutex_lock(&lock);
	i2c_smbus_read_i2c_block_data(client, 0, 4, buf);
	mutex_unlock(&lock);
	gpiod_set_value_cansleep(gpio, i2c_smbus_read_byte_data(client, 1));
	udelay(n);
	wdd.pretimeout = n;
	name[0] = 'a';
	return n;
}

static const struct file_operations pt_fops = {
	.read = pt_read,
	.write = pt_write,
};
