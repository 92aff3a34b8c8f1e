/*
 * lcd: a backlight driver of appledisplay's shape (6.1). Init allocates its state, registers a
 * backlight device with it as driver data and, after the registration, sets the registered
 * device's brightness, which update_status (called by the class from the registration on) reads:
 * a real race on backlight_device.props.brightness. update_status and get_brightness reach the
 * state through bl_get_data: level is written by the one, read by the other (a race too).
 * Before session 20 backlight_device_register was an external call without a model (extern-call:
 * every pair unverified).
 */
#include <linux/bl.h>

struct lcd { struct backlight_device *bd; int level; };
static struct lcd *lcd;

static int lcd_update_status(struct backlight_device *bd)
{
	struct lcd *l = bl_get_data(bd);

	l->level = bd->props.brightness;
	return 0;
}

static int lcd_get_brightness(struct backlight_device *bd)
{
	struct lcd *l = bl_get_data(bd);

	return l->level;
}

static const struct backlight_ops lcd_bl_ops = {
	.update_status = lcd_update_status,
	.get_brightness = lcd_get_brightness,
};

static int __init lcd_init(void)
{
	struct backlight_properties props = { .max_brightness = 255 };

	lcd = kmalloc_trace(0, 0, sizeof(*lcd));
	if (!lcd)
		return -12;
	lcd->bd = backlight_device_register("lcd", 0, lcd, &lcd_bl_ops, &props);
	if (!lcd->bd)
		return -12;
	lcd->bd->props.brightness = 128;
	return 0;
}

module_init(lcd_init);
