/*
 * xilly_glue_safe: the platform glue of a core module of its own directory (xillybus_of's shape
 * in 6.1): probe gets an endpoint from the core (xillybus_init_endpoint), fills in the fields
 * the core leaves to the glue, hands the core's interrupt handler the endpoint and lets the core
 * discover the device (xillybus_endpoint_discovery); remove hands it back to
 * xillybus_endpoint_remove. The glue touches the endpoint only before discovery: race-free.
 * Class: the Xillybus core's API (its own later accesses are the core's). Before: the three
 * functions unmodelled, 4 of 10 pairs unverified.
 */
#include <linux/gl.h>

static int xg_probe(struct platform_device *op)
{
	struct device *dev = &op->dev;
	struct xilly_endpoint *endpoint;
	int rc;

	endpoint = xillybus_init_endpoint(dev);
	if (!endpoint)
		return -ENOMEM;
	dev_set_drvdata(dev, endpoint);
	endpoint->owner = THIS_MODULE;
	rc = devm_request_irq(dev, platform_get_irq(op, 0), xillybus_isr, 0, "xg", endpoint);
	if (rc)
		return rc;
	return xillybus_endpoint_discovery(endpoint);
}

static int xg_remove(struct platform_device *op)
{
	struct xilly_endpoint *endpoint = dev_get_drvdata(&op->dev);

	xillybus_endpoint_remove(endpoint);
	return 0;
}

static struct platform_driver xg_driver = {
	.probe = xg_probe,
	.remove = xg_remove,
};

static int xg_init(void)
{
	return __platform_driver_register(&xg_driver, THIS_MODULE);
}

static void xg_exit(void)
{
	platform_driver_unregister(&xg_driver);
}

module_init(xg_init);
module_exit(xg_exit);
