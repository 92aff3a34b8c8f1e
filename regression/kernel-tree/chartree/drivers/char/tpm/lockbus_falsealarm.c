/*
 * lockbus_falsealarm: an I2C TPM driver that takes the adapter's bus lock around its transfers
 * (tpm_i2c_infineon's and tpm_tis_i2c_cr50's shape in 6.1: i2c_lock_bus(client->adapter,
 * I2C_LOCK_SEGMENT), __i2c_transfer, i2c_unlock_bus) and records the last transfer's length in
 * lb.last_len inside that lock, in command and in alert: no race (the bus lock excludes the
 * two). Accepted false alarm: pairlock does not take the adapter's bus lock (a segment's and the
 * root adapter's may be one lock or two), so the writes are reported racing; the calls through
 * adapter->lock_ops are no longer unresolved indirect calls. Before: every pair through them
 * unverified (indirect-call).
 */
#include <linux/i2c.h>

static struct lb_priv {
	unsigned int last_len;
	u8 buf[8];
} lb;

static int lb_xfer(struct i2c_client *client, u16 len)
{
	struct i2c_msg msg = { .addr = client->addr, .flags = I2C_M_RD, .len = len, .buf = lb.buf };
	int rc;

	i2c_lock_bus(client->adapter, I2C_LOCK_SEGMENT);
	rc = __i2c_transfer(client->adapter, &msg, 1);
	lb.last_len = len;
	i2c_unlock_bus(client->adapter, I2C_LOCK_SEGMENT);
	return rc;
}

static int lb_command(struct i2c_client *client, unsigned int cmd, void *arg)
{
	return lb_xfer(client, 8);
}

static void lb_alert(struct i2c_client *client, enum i2c_alert_protocol protocol, unsigned int data)
{
	lb_xfer(client, 4);
}

static struct i2c_driver lb_driver = {
	.alert = lb_alert,
	.command = lb_command,
	.name = "lockbus_falsealarm",
};

static int lb_init(void)
{
	return i2c_register_driver(THIS_MODULE, &lb_driver);
}

static void lb_exit(void)
{
	i2c_del_driver(&lb_driver);
}

module_init(lb_init);
module_exit(lb_exit);
