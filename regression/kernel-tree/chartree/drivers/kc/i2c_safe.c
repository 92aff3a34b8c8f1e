/*
 * i2c_safe: i2c_race with alert reading the buffer under the driver's mutex; command also sends
 * a command byte from its own stack (i2c_master_send: the inline wrapper of
 * i2c_transfer_buffer_flags) without the lock and receives into a second buffer of the private
 * struct under it (i2c_master_recv), and __i2c_transfer reads the chip under the mutex in
 * alert: race-free. Before: the transfers unmodelled and the functionality call unresolved, 11 of
 * 11 pairs unverified.
 */
#include <linux/i2c.h>

static struct is_priv {
	struct mutex lock;
	u8 buf[8];
	u8 reply[4];
	unsigned int value;
} is;

static int is_command(struct i2c_client *client, unsigned int cmd, void *arg)
{
	struct is_priv *p = &is;
	struct i2c_msg msg = { .addr = client->addr, .flags = I2C_M_RD, .len = 8, .buf = p->buf };
	char c = (char)cmd;
	int rc;

	rc = i2c_master_send(client, &c, 1);
	if (rc < 0)
		return rc;
	mutex_lock(&p->lock);
	rc = i2c_transfer(client->adapter, &msg, 1);
	if (rc >= 0)
		rc = i2c_master_recv(client, (char *)p->reply, 4);
	mutex_unlock(&p->lock);
	return rc;
}

static void is_alert(struct i2c_client *client, enum i2c_alert_protocol protocol, unsigned int data)
{
	struct is_priv *p = &is;
	struct i2c_msg msg = { .addr = client->addr, .flags = I2C_M_RD, .len = 4, .buf = p->reply };

	mutex_lock(&p->lock);
	if (__i2c_transfer(client->adapter, &msg, 1) >= 0)
		p->value = p->buf[0] + p->reply[0] + data;
	mutex_unlock(&p->lock);
}

static int is_probe(struct i2c_client *client)
{
	if (!i2c_check_functionality(client->adapter, I2C_FUNC_I2C))
		return -19;
	return 0;
}

static struct i2c_driver is_driver = {
	.probe_new = is_probe,
	.alert = is_alert,
	.command = is_command,
	.name = "i2c_safe",
};

static int is_init(void)
{
	return i2c_register_driver(THIS_MODULE, &is_driver);
}

static void is_exit(void)
{
	i2c_del_driver(&is_driver);
}

module_init(is_init);
module_exit(is_exit);
