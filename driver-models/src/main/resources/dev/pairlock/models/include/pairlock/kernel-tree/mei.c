/*
 * Kernel-tree mode (Linux 6.1): C models of the MEI client bus's driver-data accessors
 * (drivers/misc/mei/bus.c; mei.ko, which an MEI client driver does not link), functions.xml
 * <library model=...>, compiled with the flags of the driver's first file and the tree's
 * <linux/mei_cl_bus.h> (struct mei_cl_device); a tree whose header differs does not compile it,
 * and the functions stay unmodelled (reported, never a proof). As in bus.c, the client device's
 * driver data is its struct device's (dev_set_drvdata / dev_get_drvdata: device.driver_data,
 * the driver's own pointer, entry-points.xml owned-field).
 */
#include <linux/mei_cl_bus.h>

void mei_cldev_set_drvdata(struct mei_cl_device *cldev, void *data)
{
	dev_set_drvdata(&cldev->dev, data);
}

void *mei_cldev_get_drvdata(const struct mei_cl_device *cldev)
{
	return dev_get_drvdata(&cldev->dev);
}
