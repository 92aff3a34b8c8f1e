/*
 * acpi_ec_race: an ACPI driver's notify handler reads a status byte from the embedded controller
 * into the device struct without a lock, while the character device's read copies it under the
 * mutex: a real race between the notify handler and read. Before: the acpi_driver's add, remove
 * and notify were not entry points (acpi_bus_register_driver, an external function without a
 * model, was handed them: callback-not-entry), and ec_read had no model: every pair unverified.
 */
#include <linux/kc.h>

static struct ec_dev {
	struct mutex lock;
	u8 status;
	struct acpi_device *adev;
	struct cdev cdev;
} ec;

static int ec_add(struct acpi_device *device)
{
	ec.adev = device;
	return 0;
}

static void ec_remove(struct acpi_device *device)
{
	ec.adev = 0;
}

static void ec_notify(struct acpi_device *device, unsigned int event)
{
	ec_read(0x10, &ec.status);
	ec_write(0x11, 0);
}

static ssize_t ec_dev_read(struct file *f, char *buf, size_t n, loff_t *pos)
{
	u8 s;

	mutex_lock(&ec.lock);
	s = ec.status;
	mutex_unlock(&ec.lock);
	return s;
}

static const struct file_operations ec_fops = {
	.owner = THIS_MODULE,
	.read = ec_dev_read,
};

static struct acpi_driver ec_driver = {
	.name = "ec_demo",
	.ops = {
		.add = ec_add,
		.remove = ec_remove,
		.notify = ec_notify,
	},
};

static int ec_init(void)
{
	int r;

	cdev_init(&ec.cdev, &ec_fops);
	r = cdev_add(&ec.cdev, 0, 1);
	if (r)
		return r;
	return acpi_bus_register_driver(&ec_driver);
}

static void ec_exit(void)
{
	acpi_bus_unregister_driver(&ec_driver);
	cdev_del(&ec.cdev);
}

module_init(ec_init);
module_exit(ec_exit);
