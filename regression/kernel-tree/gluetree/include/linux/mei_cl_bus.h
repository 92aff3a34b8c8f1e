/* include/linux/mei_cl_bus.h (6.1): an MEI client device and driver (written for the test) */
#ifndef _GL_MEI_CL_BUS_H
#define _GL_MEI_CL_BUS_H
#include <linux/gl.h>
struct mutex { long owner; };
void mutex_lock_nested(struct mutex *lock, unsigned int subclass);
void mutex_unlock(struct mutex *lock);
#define mutex_lock(lock) mutex_lock_nested(lock, 0)
typedef long ssize_t;
struct mei_cl_device {
	struct list_head bus_list;
	void *bus;
	struct device dev;
	void *me_cl;
	void *cl;
	char name[32];
};
struct mei_cl_device_id;
struct mei_cl_driver {
	const char *name;
	const struct mei_cl_device_id *id_table;
	int (*probe)(struct mei_cl_device *cldev, const struct mei_cl_device_id *id);
	void (*remove)(struct mei_cl_device *cldev);
};
int __mei_cldev_driver_register(struct mei_cl_driver *cldrv, struct module *owner);
void mei_cldev_driver_unregister(struct mei_cl_driver *cldrv);
typedef void (*mei_cldev_cb_t)(struct mei_cl_device *cldev);
ssize_t mei_cldev_send(struct mei_cl_device *cldev, const u8 *buf, size_t length);
ssize_t mei_cldev_recv(struct mei_cl_device *cldev, u8 *buf, size_t length);
int mei_cldev_register_rx_cb(struct mei_cl_device *cldev, mei_cldev_cb_t rx_cb);
int mei_cldev_register_notif_cb(struct mei_cl_device *cldev, mei_cldev_cb_t notif_cb);
u8 mei_cldev_ver(const struct mei_cl_device *cldev);
void *mei_cldev_get_drvdata(const struct mei_cl_device *cldev);
void mei_cldev_set_drvdata(struct mei_cl_device *cldev, void *data);
int mei_cldev_enable(struct mei_cl_device *cldev);
int mei_cldev_disable(struct mei_cl_device *cldev);
#endif
