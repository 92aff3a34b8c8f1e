/*
 * inplace_safe: as inplace_race, but add and write hold the mutex around acpi_walk_resources and
 * stop_machine, which call the driver's function in place, before they return: the callbacks'
 * writes are under the mutex read() takes, race-free. Before: each call was an unmodelled
 * function handed the driver's function (callback-not-entry), every pair of add and of write
 * unverified.
 */
#include <linux/kc.h>

static struct ip_dev {
	struct mutex lock;
	u32 irq;
	u32 mode;
	struct cdev cdev;
} ipd;

static acpi_status ip_resource(struct acpi_resource *res, void *context)
{
	struct ip_dev *d = context;
	struct acpi_resource_address64 addr;

	if (res->type == 4) {
		d->irq = res->irq;
		return AE_CTRL_TERMINATE;
	}
	if (acpi_resource_to_address64(res, &addr) == AE_OK && addr.minimum)
		return AE_OK;
	return AE_OK;
}

static int ip_add(struct acpi_device *device)
{
	acpi_status s;

	mutex_lock(&ipd.lock);
	s = acpi_walk_resources(device->handle, METHOD_NAME__CRS, ip_resource, &ipd);
	mutex_unlock(&ipd.lock);
	return s == AE_OK ? 0 : -19;
}

static void ip_remove(struct acpi_device *device)
{
}

static int ip_switch(void *data)
{
	struct ip_dev *d = data;

	d->mode = 1;
	return 0;
}

static ssize_t ip_write(struct file *f, const char *buf, size_t n, loff_t *pos)
{
	int r;

	mutex_lock(&ipd.lock);
	r = stop_machine(ip_switch, &ipd, 0);
	mutex_unlock(&ipd.lock);
	return r;
}

static ssize_t ip_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	u32 v;

	mutex_lock(&ipd.lock);
	v = ipd.irq + ipd.mode;
	mutex_unlock(&ipd.lock);
	return v;
}

static const struct file_operations ip_fops = {
	.owner = THIS_MODULE,
	.read = ip_read,
	.write = ip_write,
};

static struct acpi_driver ip_driver = {
	.name = "inplace_safe",
	.ops = {
		.add = ip_add,
		.remove = ip_remove,
	},
};

static int ip_init(void)
{
	int r;

	cdev_init(&ipd.cdev, &ip_fops);
	r = cdev_add(&ipd.cdev, 0, 1);
	if (r)
		return r;
	return acpi_bus_register_driver(&ip_driver);
}

static void ip_exit(void)
{
	acpi_bus_unregister_driver(&ip_driver);
	cdev_del(&ipd.cdev);
}

module_init(ip_init);
module_exit(ip_exit);
