/*
 * cmos_race: nvram's shape in 6.1 (drivers/char/nvram.c on x86): the CMOS bytes are read and
 * written with rtc_cmos_read/rtc_cmos_write (out-of-line, port I/O only) under the driver's
 * mutex, the file position moved by generic_file_llseek_size (the struct file's f_pos, the
 * VFS's). The byte counter is updated under the mutex by read and write (race-free); llseek
 * reads `size` without it while write changes it (a real race). Class: out-of-line kernel
 * helpers that touch no driver memory. Before: both were external functions without a model,
 * every pair unverified ("0 of 9 entry-point pairs race-free, 1 racy region, 9 unverified").
 */
#include <linux/kc.h>

static struct cmos_dev {
	struct mutex lock;
	unsigned long bytes;
	long size;
	struct cdev cdev;
} cm;

static ssize_t cm_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	unsigned char v;

	mutex_lock(&cm.lock);
	v = rtc_cmos_read(14 + (n & 63));
	cm.bytes++;
	mutex_unlock(&cm.lock);
	return v;
}

static ssize_t cm_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&cm.lock);
	rtc_cmos_write((unsigned char)n, 14 + (n & 63));
	cm.bytes++;
	mutex_unlock(&cm.lock);
	cm.size = n;
	return n;
}

static loff_t cm_llseek(struct file *f, loff_t off, int whence)
{
	return generic_file_llseek_size(f, off, whence, cm.size, cm.size);
}

static const struct file_operations cm_fops = {
	.owner = THIS_MODULE,
	.read = cm_read,
	.write = cm_write,
	.llseek = cm_llseek,
};

static int cm_init(void)
{
	cdev_init(&cm.cdev, &cm_fops);
	return cdev_add(&cm.cdev, 0, 1);
}

module_init(cm_init);
