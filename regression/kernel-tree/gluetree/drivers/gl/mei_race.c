/*
 * mei_race: an MEI client driver (mei_wdt's shape in 6.1): probe keeps its state as the client
 * device's driver data and registers a receive callback, which the MEI bus runs from its work
 * item with the client device whenever the firmware answers. The callback receives into the
 * state's buffer and counts the answers without the state's mutex, while remove reads the count
 * under it: a real race on mr_state.answers (the receive writes into mr_state.buf race with the
 * locked send too). Class: the MEI client bus's API (drvdata accessors as C models in mei.c,
 * transfers, callbacks). Before: unmodelled, the callback a reported hand-over.
 */
#include <linux/mei_cl_bus.h>

struct mr_state {
	struct mei_cl_device *cldev;
	struct mutex lock;
	u8 buf[8];
	unsigned int answers;
};

static void mr_rx(struct mei_cl_device *cldev)
{
	struct mr_state *s = mei_cldev_get_drvdata(cldev);

	mei_cldev_recv(cldev, s->buf, sizeof(s->buf));
	s->answers++;
}

static int mr_probe(struct mei_cl_device *cldev, const struct mei_cl_device_id *id)
{
	struct mr_state *s = devm_kzalloc(&cldev->dev, sizeof(*s), GFP_KERNEL);
	int ret;

	if (!s)
		return -ENOMEM;
	s->cldev = cldev;
	mei_cldev_set_drvdata(cldev, s);
	ret = mei_cldev_enable(cldev);
	if (ret < 0)
		return ret;
	ret = mei_cldev_register_rx_cb(cldev, mr_rx);
	if (ret)
		return ret;
	mutex_lock(&s->lock);
	s->buf[0] = mei_cldev_ver(cldev);
	ret = mei_cldev_send(cldev, s->buf, 1);
	mutex_unlock(&s->lock);
	return ret < 0 ? ret : 0;
}

static void mr_remove(struct mei_cl_device *cldev)
{
	struct mr_state *s = mei_cldev_get_drvdata(cldev);
	unsigned int n;

	mutex_lock(&s->lock);
	n = s->answers;
	mutex_unlock(&s->lock);
	if (n)
		mei_cldev_disable(cldev);
}

static struct mei_cl_driver mr_driver = {
	.name = "mr",
	.probe = mr_probe,
	.remove = mr_remove,
};

static int mr_init(void)
{
	return __mei_cldev_driver_register(&mr_driver, THIS_MODULE);
}

static void mr_exit(void)
{
	mei_cldev_driver_unregister(&mr_driver);
}

module_init(mr_init);
module_exit(mr_exit);
