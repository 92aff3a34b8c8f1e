/*
 * dmi_safe: dmi_race with write running dmi_check_system under the driver's mutex, so the
 * quirk the callback sets in place is written under it too: race-free. Before: the callback in
 * the table a reported hand-over (callback-not-entry), 3 of 5 pairs unverified.
 */
#include <linux/kc.h>
#include <linux/dmi.h>

static struct ds_dev {
	struct mutex lock;
	int quirk;
	unsigned long count;
	struct cdev cdev;
} ds;

static int ds_set_quirk(const struct dmi_system_id *id)
{
	ds.quirk = (int)(long)id->driver_data;
	return 0;
}

static const struct dmi_system_id ds_table[] = {
	{
		.callback = ds_set_quirk,
		.ident = "Board A",
		.matches = { DMI_MATCH(DMI_SYS_VENDOR, "Vendor A"), DMI_MATCH(DMI_BOARD_NAME, "A1") },
		.driver_data = (void *)1,
	},
	{ }
};

static ssize_t ds_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	int v;

	mutex_lock(&ds.lock);
	v = ds.quirk;
	mutex_unlock(&ds.lock);
	return v;
}

static ssize_t ds_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	mutex_lock(&ds.lock);
	dmi_check_system(ds_table);
	ds.count++;
	mutex_unlock(&ds.lock);
	return n;
}

static const struct file_operations ds_fops = {
	.owner = THIS_MODULE,
	.read = ds_read,
	.write = ds_write,
};

static int ds_init(void)
{
	cdev_init(&ds.cdev, &ds_fops);
	return cdev_add(&ds.cdev, 0, 1);
}

static void ds_exit(void)
{
	cdev_del(&ds.cdev);
}

module_init(ds_init);
module_exit(ds_exit);
