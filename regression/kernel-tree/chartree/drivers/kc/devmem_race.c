/*
 * devmem_race: /dev/mem's read in 6.1 (drivers/char/mem.c read_mem): the page is checked with
 * devmem_is_allowed, valid_phys_addr_range and security_locked_down, mapped with
 * xlate_dev_mem_ptr, copied with copy_from_kernel_nofault into a bounce buffer and unmapped;
 * init asks is_uv_system. Here the bounce buffer is the driver's one static buffer, filled
 * without a lock by concurrent reads (a real race on dm.bounce, read with itself and with
 * write, which reads it under the mutex), and read counts the GPIOs named by the driver's
 * con_id without the mutex while write renames it under the mutex (a real race on dm.con: the
 * query reads the name); the rest is locked. Class: out-of-line kernel queries and mappings
 * that touch no driver memory but the strings they read, and a copy into the driver's buffer.
 * Before: every one of them unmodelled, 4 of 5 pairs unverified.
 */
#include <linux/kc.h>
#include <linux/idr.h>

static struct dm_dev {
	struct mutex lock;
	unsigned char bounce[16];
	unsigned long last;
	int uv;
	struct cdev cdev;
	char con[8];	/* last: a string read reaches to the end of its object */
} dm;

static ssize_t dm_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	unsigned long p = (unsigned long)*pos;
	void *ptr;

	if (!valid_phys_addr_range(p, n) || security_locked_down(1))
		return -22;
	if (!devmem_is_allowed(p >> 12) || gpiod_count(0, dm.con) < 0)
		return -1;
	ptr = xlate_dev_mem_ptr(p);
	if (!ptr)
		return -14;
	if (copy_from_kernel_nofault(dm.bounce, ptr, 16))
		n = 0;
	unxlate_dev_mem_ptr(p, ptr);
	mutex_lock(&dm.lock);
	dm.last = p;
	mutex_unlock(&dm.lock);
	return n;
}

static ssize_t dm_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	unsigned char c;

	mutex_lock(&dm.lock);
	c = dm.bounce[n & 15];
	dm.last = c + dm.uv;
	dm.con[0] = (char)n;
	mutex_unlock(&dm.lock);
	return n;
}

static const struct file_operations dm_fops = {
	.owner = THIS_MODULE,
	.read = dm_read,
	.write = dm_write,
};

static int dm_init(void)
{
	dm.uv = is_uv_system();
	cdev_init(&dm.cdev, &dm_fops);
	return cdev_add(&dm.cdev, 0, 1);
}

static void dm_exit(void)
{
	cdev_del(&dm.cdev);
}

module_init(dm_init);
module_exit(dm_exit);
