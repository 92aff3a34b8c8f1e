/*
 * release_race: a module that makes its own platform device and frees its state in the device's
 * release function (tpm_nsc's shape in 6.1: pdev->dev.release = its remove), which the driver
 * core calls when the device's last reference is dropped. Exit unregisters the device (its
 * release runs then, or later if another holder keeps a reference) before it frees the
 * interrupt, whose handler reads rr.gone without a lock: a real race with release's write.
 * Class: a device's release function (callback-struct device.release). Before: the release a
 * reported hand-over (callback-not-entry) to the functions the device reaches.
 */
#include <linux/gl.h>

static struct rr_state {
	int gone;
	unsigned int irqs;
} rr;
static struct platform_device *rr_pdev;

static void rr_release(struct device *dev)
{
	rr.gone = 1;
}

static irqreturn_t rr_irq(int irq, void *arg)
{
	if (!rr.gone)
		return 1;
	return 0;
}

static int rr_init(void)
{
	int rc;

	rr_pdev = platform_device_alloc("rr", -1);
	if (!rr_pdev)
		return -ENOMEM;
	rr_pdev->dev.release = rr_release;
	rc = platform_device_add(rr_pdev);
	if (rc) {
		platform_device_put(rr_pdev);
		return rc;
	}
	return request_threaded_irq(7, rr_irq, NULL, 0, "rr", &rr);
}

static void rr_exit(void)
{
	platform_device_unregister(rr_pdev);
	free_irq(7, &rr);
}

module_init(rr_init);
module_exit(rr_exit);
