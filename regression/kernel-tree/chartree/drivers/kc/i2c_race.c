/*
 * i2c_race: an I2C client driver's shape in 6.1 (tpm_tis_i2c_cr50, ipmb_dev_int; its data in a
 * static struct here): command reads the chip into the driver's buffer with i2c_transfer (a read
 * message whose buf is the struct's) under the driver's mutex; alert reads that buffer without
 * it (a real race on ir.buf). Probe checks the adapter with i2c_check_functionality (an
 * indirect call through the adapter's algorithm, another driver's). Class: I2C transfers write
 * the read messages' buffers (pairlock's C model of the transfers, i2c.c). Before: i2c_transfer
 * unmodelled and the functionality call unresolved, 8 of 11 pairs unverified.
 */
#include <linux/i2c.h>

static struct ir_priv {
	struct mutex lock;
	u8 buf[8];
	unsigned int value;
} ir;

static int ir_command(struct i2c_client *client, unsigned int cmd, void *arg)
{
	struct ir_priv *p = &ir;
	struct i2c_msg msg = { .addr = client->addr, .flags = I2C_M_RD, .len = 8, .buf = p->buf };
	int rc;

	mutex_lock(&p->lock);
	rc = i2c_transfer(client->adapter, &msg, 1);
	mutex_unlock(&p->lock);
	return rc;
}

static void ir_alert(struct i2c_client *client, enum i2c_alert_protocol protocol, unsigned int data)
{
	struct ir_priv *p = &ir;
	unsigned int v = p->buf[0];

	mutex_lock(&p->lock);
	p->value = v + data;
	mutex_unlock(&p->lock);
}

static int ir_probe(struct i2c_client *client)
{
	if (!i2c_check_functionality(client->adapter, I2C_FUNC_I2C))
		return -19;
	return 0;
}

static struct i2c_driver ir_driver = {
	.probe_new = ir_probe,
	.alert = ir_alert,
	.command = ir_command,
	.name = "i2c_race",
};

static int ir_init(void)
{
	return i2c_register_driver(THIS_MODULE, &ir_driver);
}

static void ir_exit(void)
{
	i2c_del_driver(&ir_driver);
}

module_init(ir_init);
module_exit(ir_exit);
