/* include/pcmcia/ds.h (6.1): a PCMCIA card driver and the core's calls (written for the test) */
#ifndef _GL_PCMCIA_DS_H
#define _GL_PCMCIA_DS_H
#include <linux/gl.h>
#define ENODEV 19
struct resource { unsigned long start, end; };
struct pcmcia_device {
	struct resource *resource[6];
	unsigned int config_flags;
	unsigned int config_index;
	void *priv;
	struct device dev;
};
struct pcmcia_device_id;
struct pcmcia_driver {
	const char *name;
	int (*probe)(struct pcmcia_device *dev);
	void (*remove)(struct pcmcia_device *dev);
	int (*suspend)(struct pcmcia_device *dev);
	int (*resume)(struct pcmcia_device *dev);
	struct module *owner;
	const struct pcmcia_device_id *id_table;
};
int pcmcia_register_driver(struct pcmcia_driver *driver);
void pcmcia_unregister_driver(struct pcmcia_driver *driver);
int pcmcia_loop_config(struct pcmcia_device *p_dev,
		       int (*conf_check)(struct pcmcia_device *p_dev, void *priv_data),
		       void *priv_data);
struct pcmcia_device *pcmcia_dev_present(struct pcmcia_device *p_dev);
int pcmcia_request_io(struct pcmcia_device *p_dev);
int pcmcia_enable_device(struct pcmcia_device *p_dev);
void pcmcia_disable_device(struct pcmcia_device *p_dev);
#endif
