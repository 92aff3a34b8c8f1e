/*
 * pcmcia_race: a PCMCIA card driver (cm4040_cs's shape in 6.1): probe lets the PCMCIA core walk
 * the card's configurations (pcmcia_loop_config), which calls the driver's check in place, in
 * probe's thread; the check counts its calls in the global pr.checks without the driver's lock,
 * while suspend (of another card, not serialized with a probe) reads it under the lock: a real
 * race, found in the check's code. Class: the PCMCIA core's API (pcmcia_driver entry points,
 * pcmcia_loop_config as a C model in in-place.c, the resource calls on the core's device).
 * Before: pcmcia_register_driver unmodelled, probe and remove a reported hand-over.
 */
#include <linux/gl.h>
#include <pcmcia/ds.h>

static struct pr_state {
	spinlock_t lock;
	unsigned int checks;
} pr;

static int pr_config_check(struct pcmcia_device *p_dev, void *priv_data)
{
	pr.checks++;
	return pcmcia_request_io(p_dev);
}

static int pr_probe(struct pcmcia_device *link)
{
	if (pcmcia_loop_config(link, pr_config_check, NULL))
		return -ENODEV;
	return pcmcia_enable_device(link);
}

static void pr_remove(struct pcmcia_device *link)
{
	pcmcia_disable_device(link);
}

static int pr_suspend(struct pcmcia_device *link)
{
	unsigned long flags;
	unsigned int n;

	spin_lock_irqsave(&pr.lock, flags);
	n = pr.checks;
	spin_unlock_irqrestore(&pr.lock, flags);
	return n && !pcmcia_dev_present(link) ? -ENODEV : 0;
}

static struct pcmcia_driver pr_driver = {
	.name = "pr",
	.probe = pr_probe,
	.remove = pr_remove,
	.suspend = pr_suspend,
	.owner = THIS_MODULE,
};

static int pr_init(void)
{
	return pcmcia_register_driver(&pr_driver);
}

static void pr_exit(void)
{
	pcmcia_unregister_driver(&pr_driver);
}

module_init(pr_init);
module_exit(pr_exit);
