/*
 * A miniature of 6.1's include/linux/i2c.h and include/uapi/linux/i2c.h (written for the test,
 * not kernel source): an I2C client driver's shapes, the out-of-line transfers of
 * drivers/i2c/i2c-core-base.c, i2c_master_send/_recv and i2c_check_functionality as the inline
 * wrappers 6.1 has (the latter an indirect call through the adapter's algorithm).
 */
#ifndef _KC_I2C_H
#define _KC_I2C_H
#include <linux/kc.h>
#include <linux/slab.h>
typedef unsigned short u16;
struct device {
	struct device *parent;
	void *driver_data;
};
static __always_inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }
static __always_inline void dev_set_drvdata(struct device *dev, void *data) { dev->driver_data = data; }
void *devm_kmalloc(struct device *dev, size_t size, unsigned int gfp);
#define devm_kzalloc(dev, size, gfp) devm_kmalloc(dev, size, (gfp) | __GFP_ZERO)

struct i2c_msg {
	u16 addr;
	u16 flags;
#define I2C_M_RD 0x0001
	u16 len;
	u8 *buf;
};
struct i2c_adapter;
struct i2c_algorithm {
	int (*master_xfer)(struct i2c_adapter *adap, struct i2c_msg *msgs, int num);
	u32 (*functionality)(struct i2c_adapter *adap);
};
struct i2c_lock_operations {
	void (*lock_bus)(struct i2c_adapter *adapter, unsigned int flags);
	int (*trylock_bus)(struct i2c_adapter *adapter, unsigned int flags);
	void (*unlock_bus)(struct i2c_adapter *adapter, unsigned int flags);
};
struct i2c_adapter {
	const struct i2c_algorithm *algo;
	const struct i2c_lock_operations *lock_ops;
	int nr;
};
struct i2c_client {
	unsigned short flags;
	unsigned short addr;
	struct i2c_adapter *adapter;
	struct device dev;
};
enum i2c_alert_protocol { I2C_PROTOCOL_SMBUS_ALERT, I2C_PROTOCOL_SMBUS_HOST_NOTIFY };
struct i2c_driver {
	int (*probe_new)(struct i2c_client *client);
	void (*remove)(struct i2c_client *client);
	void (*alert)(struct i2c_client *client, enum i2c_alert_protocol protocol, unsigned int data);
	int (*command)(struct i2c_client *client, unsigned int cmd, void *arg);
	const char *name;
};
int i2c_register_driver(struct module *owner, struct i2c_driver *driver);
void i2c_del_driver(struct i2c_driver *driver);
static inline void *i2c_get_clientdata(const struct i2c_client *client) { return dev_get_drvdata(&client->dev); }
static inline void i2c_set_clientdata(struct i2c_client *client, void *data) { dev_set_drvdata(&client->dev, data); }

int i2c_transfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num);
int __i2c_transfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num);
int i2c_transfer_buffer_flags(const struct i2c_client *client, char *buf, int count, u16 flags);
static inline int i2c_master_recv(const struct i2c_client *client, char *buf, int count)
{
	return i2c_transfer_buffer_flags(client, buf, count, I2C_M_RD);
}
static inline int i2c_master_send(const struct i2c_client *client, const char *buf, int count)
{
	return i2c_transfer_buffer_flags(client, (char *)buf, count, 0);
}
#define I2C_FUNC_I2C 0x00000001
static inline u32 i2c_get_functionality(struct i2c_adapter *adap)
{
	return adap->algo->functionality(adap);
}
static inline int i2c_check_functionality(struct i2c_adapter *adap, u32 func)
{
	return (func & i2c_get_functionality(adap)) == func;
}
#define I2C_LOCK_ROOT_ADAPTER 0x01
#define I2C_LOCK_SEGMENT 0x02
static inline void i2c_lock_bus(struct i2c_adapter *adapter, unsigned int flags)
{
	adapter->lock_ops->lock_bus(adapter, flags);
}
static inline int i2c_trylock_bus(struct i2c_adapter *adapter, unsigned int flags)
{
	return adapter->lock_ops->trylock_bus(adapter, flags);
}
static inline void i2c_unlock_bus(struct i2c_adapter *adapter, unsigned int flags)
{
	adapter->lock_ops->unlock_bus(adapter, flags);
}
#endif
