/*
 * bitop_wdt: __set_bit ends in x86's arch___set_bit, whose body is assembly; it is a plain
 * read-modify-write of the word (no atomic section), so bo_write's __set_bit on `flags`, under
 * no lock, races with bo_read's read under the lock, while the one on a local is no shared
 * access. Before: the assembly was lifted (inline-asm), the pairs reaching it unverified.
 */
#include <linux/km.h>

static struct mutex lock;
static unsigned long flags;

static ssize_t bo_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	unsigned long v;

	mutex_lock(&lock);
	v = flags;
	mutex_unlock(&lock);
	return v;
}

static ssize_t bo_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	unsigned long local = 0;

	__set_bit(n & 7, &local);
	__set_bit(3, &flags);
	return local;
}

static const struct file_operations bo_fops = {
	.read = bo_read,
	.write = bo_write,
};
