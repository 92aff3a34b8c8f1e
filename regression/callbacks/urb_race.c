/*
 * Callbacks as entry points (issue #27): a URB completion handler (usb_fill_int_urb, its context the
 * driver's object) and the driver's ioctl use the last sample without a common lock. Before #27
 * the completion was no entry point (callback-not-entry) and the driver was verified.
 * disconnect kills the URB (usb_kill_urb) before it resets the sample count: race-free.
 */
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/usb.h>

struct sensor {
	spinlock_t lock;
	struct urb *irq_urb;
	unsigned char buf[8];
	int last;
	int samples;
};

static struct sensor the_sensor;

static void sensor_irq(struct urb *urb)
{
	struct sensor *s = urb->context;

	s->last = s->buf[0];
	s->samples++;
	usb_submit_urb(urb, GFP_ATOMIC);
}

static int sensor_ioctl(struct usb_interface *intf, unsigned int code, void *buf)
{
	int v;

	v = the_sensor.last;
	the_sensor.last = 0;
	return v;
}

static int sensor_probe(struct usb_interface *intf, const struct usb_device_id *id)
{
	struct usb_device *udev = interface_to_usbdev(intf);
	struct sensor *s = &the_sensor;

	spin_lock_init(&s->lock);
	s->irq_urb = usb_alloc_urb(0, GFP_KERNEL);
	if (!s->irq_urb)
		return -ENOMEM;
	usb_fill_int_urb(s->irq_urb, udev, usb_rcvintpipe(udev, 1), s->buf, sizeof(s->buf),
			 sensor_irq, s, 8);
	return usb_submit_urb(s->irq_urb, GFP_KERNEL);
}

static void sensor_disconnect(struct usb_interface *intf)
{
	usb_kill_urb(the_sensor.irq_urb);
	the_sensor.samples = 0;
	usb_free_urb(the_sensor.irq_urb);
}

static struct usb_driver sensor_driver = {
	.name = "sensor",
	.probe = sensor_probe,
	.disconnect = sensor_disconnect,
	.unlocked_ioctl = sensor_ioctl,
};

module_usb_driver(sensor_driver);
