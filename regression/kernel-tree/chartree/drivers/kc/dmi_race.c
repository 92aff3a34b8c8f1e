/*
 * dmi_race: a driver applying DMI quirks (w83627hf_wdt's and tpm_tis's shape in 6.1): write
 * runs dmi_check_system on the driver's table, whose matching entries' callbacks run in place,
 * in write's thread; the callback sets the quirk without the driver's mutex while read reads
 * it under the mutex (a real race on dq.quirk, found in the callback's code). Class: kernel
 * functions that call a driver function in place (pairlock's C model of dmi_check_system in
 * in-place.c). Before: a model reading the table, and the callback in it a reported hand-over
 * (callback-not-entry), 3 of 5 pairs unverified.
 */
#include <linux/kc.h>
#include <linux/dmi.h>

static struct dq_dev {
	struct mutex lock;
	int quirk;
	unsigned long count;
	struct cdev cdev;
} dq;

static int dq_set_quirk(const struct dmi_system_id *id)
{
	dq.quirk = (int)(long)id->driver_data;
	return 0;
}

static const struct dmi_system_id dq_table[] = {
	{
		.callback = dq_set_quirk,
		.ident = "Board A",
		.matches = { DMI_MATCH(DMI_SYS_VENDOR, "Vendor A"), DMI_MATCH(DMI_BOARD_NAME, "A1") },
		.driver_data = (void *)1,
	},
	{ }
};

static ssize_t dq_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	int v;

	mutex_lock(&dq.lock);
	v = dq.quirk;
	mutex_unlock(&dq.lock);
	return v;
}

static ssize_t dq_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	dmi_check_system(dq_table);
	mutex_lock(&dq.lock);
	dq.count++;
	mutex_unlock(&dq.lock);
	return n;
}

static const struct file_operations dq_fops = {
	.owner = THIS_MODULE,
	.read = dq_read,
	.write = dq_write,
};

static int dq_init(void)
{
	cdev_init(&dq.cdev, &dq_fops);
	return cdev_add(&dq.cdev, 0, 1);
}

static void dq_exit(void)
{
	cdev_del(&dq.cdev);
}

module_init(dq_init);
module_exit(dq_exit);
